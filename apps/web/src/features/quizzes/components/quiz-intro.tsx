import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../api/get-quiz.ts';

const instructionKey = { 0: 'formative', 1: 'summative', 2: 'cutoff', 3: 'summative' } as const;

/** The quiz's instructions and Start. */
export function QuizIntro({
  quiz,
  onStart,
  onShowScore,
}: {
  quiz: Quiz;
  onStart: () => void;
  onShowScore: () => void;
}) {
  // A summative quiz is submitted once: afterwards its score is all there is to see.
  const done = quiz.qtype === 1 && quiz.result !== null;
  const { t } = useTranslation('quizzes');
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography component="h3" variant="h6">
        {t('instructions.heading')}
      </Typography>
      <Typography>{t(`instructions.${instructionKey[quiz.qtype]}`, { cutoff: quiz.cutoff })}</Typography>
      <Typography color="text.secondary">{t('instructions.count', { count: quiz.qitems.length })}</Typography>
      {done ? (
        <Button variant="contained" onClick={onShowScore}>
          {t('score.heading')}
        </Button>
      ) : (
        <Button variant="contained" onClick={onStart}>
          {t('start')}
        </Button>
      )}
    </Box>
  );
}
