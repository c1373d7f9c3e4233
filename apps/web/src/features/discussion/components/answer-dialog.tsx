import { AnswerText } from '@aula/contract/discussion';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PostOutcome } from '../../../lib/outbox.ts';
import type { DiscussionPost } from '../api/discussion-outbox.ts';
import type { DiscussionQuestion } from '../api/get-discussion.ts';
import { useActionFailure } from './action-failure.ts';

const AnswerForm = z.object({ answer: AnswerText });

export interface AnswerDialogProps {
  question: DiscussionQuestion;
  post: (post: DiscussionPost) => Promise<PostOutcome>;
  onClose: () => void;
  /** Called once the answer is posted ('Posted Successfully' is said by the caller). */
  onPosted: () => void;
}

/**
 * The 'Post Answer' popup for one question. An answer posted offline closes it too: the caller shows it
 * among the posts waiting for the connection.
 */
export function AnswerDialog({ question, post, onClose, onPosted }: AnswerDialogProps) {
  const { t } = useTranslation('discussion');
  const titleId = useId();
  const [refused, setRefused] = useState<unknown>(null);
  const failure = useActionFailure(refused);
  const form = useForm({ resolver: zodResolver(AnswerForm), defaultValues: { answer: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ answer }) => {
    setRefused(null);
    const result = await post({ change: { qtype: 1, qid: question.qid, answer }, about: question.question });
    if ('sent' in result) onPosted();
    else if ('kept' in result) onClose();
    else setRefused(result.refused);
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('postAnswer')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
            {question.question}
          </DialogContentText>
          <TextField
            {...form.register('answer')}
            label={t('answer')}
            multiline
            minRows={3}
            maxRows={10}
            fullWidth
            autoFocus
            error={errors.answer !== undefined}
            helperText={errors.answer?.message ?? ' '}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('submitAnswer')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
