import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DiscussionChange, useUpdateDiscussion } from '../api/update-discussion.ts';
import { useActionFailure } from './action-failure.ts';

export interface DeleteDialogProps {
  bcid: string;
  /** What is deleted: a question (qtype 2) or an answer (qtype 3) of the learner's own. */
  change: Extract<DiscussionChange, { qtype: 2 | 3 }>;
  text: string;
  onClose: () => void;
}

/** Asks before deleting one of the learner's own posts. */
export function DeleteDialog({ bcid, change, text, onClose }: DeleteDialogProps) {
  const { t } = useTranslation('discussion');
  const titleId = useId();
  const update = useUpdateDiscussion(bcid);
  const failure = useActionFailure(update.error);
  const what = change.qtype === 2 ? t('deleteQuestionTitle') : t('deleteAnswerTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{what}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={update.isPending}
          onClick={() => update.mutate(change, { onSuccess: onClose })}
        >
          {t('delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
