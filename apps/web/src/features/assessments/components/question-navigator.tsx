import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface QuestionNavigatorProps {
  count: number;
  current: number;
  answered: (index: number) => boolean;
  onGo(index: number): void;
}

/** The numbered grid of questions: answered ones filled, unanswered outlined, the current one marked. */
export function QuestionNavigator({ count, current, answered, onGo }: QuestionNavigatorProps) {
  const { t } = useTranslation('assessments');
  return (
    <Box component="nav" aria-label={t('quiz.navigator')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {Array.from({ length: count }, (_, index) => {
        const done = answered(index);
        return (
          <Button
            // biome-ignore lint/suspicious/noArrayIndexKey: one button per question number
            key={index}
            size="small"
            variant={done ? 'contained' : 'outlined'}
            color={done ? 'success' : 'primary'}
            aria-current={index === current ? 'step' : undefined}
            aria-label={t(done ? 'quiz.answeredQuestion' : 'quiz.unansweredQuestion', { n: index + 1 })}
            onClick={() => onGo(index)}
            sx={{
              minWidth: 40,
              fontWeight: index === current ? 700 : 400,
              outline: index === current ? 2 : 0,
            }}
          >
            {index + 1}
          </Button>
        );
      })}
    </Box>
  );
}
