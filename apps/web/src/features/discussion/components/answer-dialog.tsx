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
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DiscussionQuestion } from '../api/get-discussion.ts';
import { useUpdateDiscussion } from '../api/update-discussion.ts';
import { useActionFailure } from './action-failure.ts';

const AnswerForm = z.object({ answer: AnswerText });

export interface AnswerDialogProps {
  bcid: string;
  question: DiscussionQuestion;
  onClose: () => void;
  /** Called once the answer is posted ('Posted Successfully' is said by the caller). */
  onPosted: () => void;
}

/** The 'Post Answer' popup for one question. */
export function AnswerDialog({ bcid, question, onClose, onPosted }: AnswerDialogProps) {
  const { t } = useTranslation('discussion');
  const titleId = useId();
  const update = useUpdateDiscussion(bcid);
  const failure = useActionFailure(update.error);
  const form = useForm({ resolver: zodResolver(AnswerForm), defaultValues: { answer: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ answer }) =>
    update.mutateAsync({ qtype: 1, qid: question.qid, answer }).then(onPosted, () => undefined),
  );
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
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('submitAnswer')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
