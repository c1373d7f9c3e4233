import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../../components/bar-chart.tsx';
import type { QuestionSummary as Summary } from '../api/get-feedback-summary.ts';

/** Ratings from 1 (Not Applicable) to 5 (Strongly Agree), as learners chose them. */
const ratings = ['1', '2', '3', '4', '5'] as const;

/**
 * One question's answers: the distribution of its ratings as a bar chart (whose table is what a screen
 * reader reads) and its comments, as text, in the server's neutral (alphabetical) order.
 */
export function QuestionSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('staff');
  const commentsId = useId();
  const total = summary.counts.reduce((sum, count) => sum + count, 0);
  const bars = ratings.map((rating, index) => {
    const count = summary.counts[index] ?? 0;
    return {
      key: rating,
      label: t(`staffFeedback.ratings.${rating}`),
      value: count,
      shown: t('staffFeedback.share', {
        count,
        percent: total > 0 ? Math.round((count / total) * 100) : 0,
      }),
    };
  });
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <BarChart
        title={summary.question}
        bars={bars}
        max={Math.max(1, ...summary.counts)}
        labelHeading={t('staffFeedback.rating')}
        valueHeading={t('staffFeedback.responses')}
      />
      {summary.comments.length > 0 ? (
        <Box>
          <Typography id={commentsId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('staffFeedback.comments', { count: summary.comments.length })}
          </Typography>
          <Box component="ul" aria-labelledby={commentsId} sx={{ m: 0, pl: 3, maxWidth: '70ch' }}>
            {numbered(summary.comments).map(({ key, comment }) => (
              <Typography key={key} component="li" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {comment}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('staffFeedback.noComments')}</Typography>
      )}
    </Box>
  );
}

/** Comments may repeat word for word: each is keyed by its place in the server's sorted list. */
function numbered(comments: readonly string[]) {
  return comments.map((comment, place) => ({ key: `comment-${place}`, comment }));
}
