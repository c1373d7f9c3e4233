import { miniFeedbackMaxLength } from '@aula/contract/staff-mini-assignments';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useStaffTime } from '../../format-time.ts';
import type { MiniSubmission } from '../api/mini-assignment-queries.ts';

export interface SubmissionCardProps {
  submission: MiniSubmission;
  busy: boolean;
  /** Sends the feedback; resolves true once added (the box is emptied then). */
  onFeedback: (message: string) => Promise<boolean>;
}

/** One learner's submission: the answers as text (a file as a link), the feedback given, and a box for more. */
export function SubmissionCard({ submission, busy, onFeedback }: SubmissionCardProps) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const FeedbackForm = z.object({
    message: z
      .string()
      .trim()
      .min(1, t('staffMiniAssignments.feedbackEmpty'))
      .max(miniFeedbackMaxLength, t('staffMiniAssignments.feedbackTooLong', { max: miniFeedbackMaxLength })),
  });
  const form = useForm({ resolver: zodResolver(FeedbackForm), defaultValues: { message: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ message }) => {
    if (await onFeedback(message)) form.reset();
  });
  const name = submission.learnerName;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(submission.edited === 2 ? 'staffMiniAssignments.editedAt' : 'staffMiniAssignments.submittedAt', {
            date: time.format(submission.submittedAt),
          })}
        </Typography>
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
        {submission.answers.map((answer, index) => (
          <Box component="li" key={`answer-${String(index)}`}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{answer.question}</Typography>
            {answer.text !== undefined && (
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.text}</Typography>
            )}
            {answer.fileUrl && (
              <Link href={answer.fileUrl} target="_blank" rel="noopener">
                {t('staffMiniAssignments.openFile', { name: answer.fileName })}
              </Link>
            )}
          </Box>
        ))}
      </Box>
      <Box component="section" aria-label={t('staffMiniAssignments.feedbackOf', { name })}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('staffMiniAssignments.feedback')}
        </Typography>
        {submission.feedback.length === 0 ? (
          <Typography color="text.secondary">{t('staffMiniAssignments.noFeedback')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {submission.feedback.map((entry, index) => (
              <Box
                component="li"
                key={`${entry.timeStamp}-${String(index)}`}
                sx={{ listStyle: 'none', borderLeft: 4, borderColor: 'primary.main', pl: 1.5 }}
              >
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.message}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('staffMiniAssignments.givenBy', {
                    name: entry.givenby,
                    date: time.format(entry.timeStamp),
                  })}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
        <TextField
          {...form.register('message')}
          label={t('staffMiniAssignments.feedbackFor', { name })}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          error={errors.message !== undefined}
          helperText={errors.message?.message ?? t('staffMiniAssignments.feedbackHelp')}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('staffMiniAssignments.add')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
