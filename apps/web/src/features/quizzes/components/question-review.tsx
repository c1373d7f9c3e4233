import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import type { QuestionReview as Review } from '../api/check-quiz-answer.ts';
import type { QuizQuestion } from '../api/get-quiz.ts';

function optionText(question: QuizQuestion, index: number): string {
  if (question.atype === 6) return question.matches?.[index] ?? '';
  return question.iopts[index]?.content ?? `${index + 1}`;
}

/** A question after it is answered: each option marked right or wrong, 'Your Answer' and the feedback. */
export function QuestionReview({ question, review }: { question: QuizQuestion; review: Review }) {
  const { t } = useTranslation('quizzes');
  const describe = (answer: readonly number[]) =>
    question.atype === 6
      ? question.iopts
          .map((option, index) => `${option.content} → ${optionText(question, answer[index] ?? -1)}`)
          .join('; ')
      : answer.map((index) => optionText(question, index)).join(', ');
  const feedback = review.response.flatMap((index) => {
    const text = question.atype === 6 ? null : review.feedback[index];
    return text ? [text] : [];
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <SafeHtml html={question.istem} sx={{ '& p': { my: 0.5 } }} />
      <Alert severity={review.right ? 'success' : 'error'} role="status">
        {t(review.right ? 'right' : 'wrong')}
      </Alert>
      {question.atype !== 6 && (
        <List dense disablePadding>
          {question.iopts.map((option, index) => {
            const right = review.correct.includes(index);
            const chosen = review.response.includes(index);
            return (
              <ListItem
                // biome-ignore lint/suspicious/noArrayIndexKey: options have no id and never move
                key={index}
                sx={{
                  borderLeft: 4,
                  borderColor: right ? 'success.main' : chosen ? 'error.main' : 'transparent',
                  pl: 1,
                }}
              >
                <Typography variant="body2">
                  {option.content ?? t('optionImage', { n: index + 1 })}
                  {right && ` (${t('right')})`}
                  {chosen && !right && ` (${t('wrong')})`}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
      <Typography variant="body2" color={review.response.length === 0 ? 'error' : undefined}>
        <strong>{t('yourAnswer')}:</strong>{' '}
        {review.response.length === 0 ? t('noAnswer') : describe(review.response)}
      </Typography>
      {!review.right && (
        <Typography variant="body2">
          <strong>{t('rightAnswer')}:</strong> {describe(review.correct)}
        </Typography>
      )}
      {feedback.map((text) => (
        <Typography key={text} variant="body2" color="text.secondary">
          {text}
        </Typography>
      ))}
    </Box>
  );
}
