import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionReview as Review } from '../api/check-quiz-answer.ts';
import type { QuizQuestion } from '../api/get-quiz.ts';
import { QuestionReview } from './question-review.tsx';

/** The answers review: one question at a time with Prev and Next, and Close. */
export function AnswersReview({
  questions,
  answers,
  onClose,
}: {
  questions: readonly QuizQuestion[];
  answers: readonly Review[];
  onClose: () => void;
}) {
  const { t } = useTranslation('quizzes');
  const [index, setIndex] = useState(0);
  const question = questions[index];
  const review = answers[index];
  if (!question || !review) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="subtitle1">
        {t('answers')} · {t('question', { n: index + 1, total: questions.length })}
      </Typography>
      <QuestionReview question={question} review={review} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('prev')}
        </Button>
        <Button onClick={() => setIndex(index + 1)} disabled={index === questions.length - 1}>
          {t('next')}
        </Button>
        <Button variant="outlined" onClick={onClose} sx={{ ml: 'auto' }}>
          {t('close')}
        </Button>
      </Box>
    </Box>
  );
}
