import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Quiz, QuizResult } from '../api/get-quiz.ts';

export interface ScoreScreenProps {
  quiz: Pick<Quiz, 'qtype' | 'cutoff'>;
  result: QuizResult;
  onShowAnswers: () => void;
  onTryAgain: () => void;
  onExit: () => void;
}

/**
 * The score: the best try's percentage (capped at 100 by the server) and what may follow. Below a type 2
 * quiz's cutoff: the spec's message, Try Again and Exit Assignment; complete by the retry rule: said so,
 * without the answers, and Try Again while tries are left; otherwise the answers (ADR 0061).
 */
export function ScoreScreen({ quiz, result, onShowAnswers, onTryAgain, onExit }: ScoreScreenProps) {
  const { t } = useTranslation('quizzes');
  const failed = quiz.qtype === 2 && !result.passed;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography component="h3" variant="h6">
        {t('score.heading')}
      </Typography>
      {/* A div, not a p: a paragraph this large reads to assistive technology as a heading (axe p-as-heading). */}
      <Typography variant="h3" component="div" color={failed ? 'error' : 'primary'}>
        {t('score.percent', { percent: result.percent })}
      </Typography>
      <Typography color="text.secondary">
        {t('score.points', { score: result.score, total: result.total })} ·{' '}
        {t('score.attempts', { count: result.attempts })}
      </Typography>
      {failed ? (
        <Alert severity="warning" role="status">
          {t('score.belowCutoff', { cutoff: quiz.cutoff })}
        </Alert>
      ) : (
        <Alert severity={result.passedByRetry ? 'info' : 'success'} role="status">
          {result.passedByRetry
            ? t('score.passedByRetry', { cutoff: quiz.cutoff })
            : t(quiz.qtype === 2 ? 'score.passedCutoff' : 'score.passed')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {result.answers && !failed && (
          <Button variant="contained" onClick={onShowAnswers}>
            {t(quiz.qtype === 1 ? 'showAnswers' : 'answers')}
          </Button>
        )}
        {quiz.qtype === 2 && result.triesLeft > 0 && (
          <Button variant={failed ? 'contained' : 'outlined'} onClick={onTryAgain}>
            {t('tryAgain')}
          </Button>
        )}
        <Button variant="outlined" onClick={onExit}>
          {t(failed ? 'exitAssignment' : 'exit')}
        </Button>
      </Box>
    </Box>
  );
}
