import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUniversityTime } from '../../../lib/university-time.ts';
import type { AssignmentData } from '../api/get-assignment-data.ts';

/** The instructor's feedback on a mini assignment: who gave it, what they said, and when. */
export function InstructorFeedbackList({ feedback }: { feedback: AssignmentData['feedback'] }) {
  const { t } = useTranslation('quizzes');
  const zone = useUniversityTime();
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1">
        {t('mini.feedbackHeading')}
      </Typography>
      {feedback.length === 0 && <Typography color="text.secondary">{t('mini.noFeedback')}</Typography>}
      {feedback.map((entry) => (
        <Box key={entry.timeStamp} sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5 }}>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.message}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('mini.feedbackBy', {
              name: entry.givenby,
              time: zone.format(entry.timeStamp, 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
