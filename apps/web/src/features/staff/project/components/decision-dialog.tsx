import { ProjectComment, projectCommentMax } from '@aula/contract/staff-project';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DecisionDialogProps {
  decision: 'approve' | 'return';
  /** The learner's message, said back so the member sees what they decide on. */
  text: string;
  busy: boolean;
  /** The server's refusal of the last try, if any; the comment typed is kept. */
  error: string | null;
  onCancel: () => void;
  onDecide: (comment: string) => void;
}

/** Asks for the comment of a decision (required to return, optional to approve) before sending it. */
export function DecisionDialog({ decision, text, busy, error, onCancel, onDecide }: DecisionDialogProps) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (decision === 'return' && comment.trim() === '') {
      setProblem(t('staffProject.dialog.commentMissing'));
      return;
    }
    // The contract's own rule: no control character but tabs and line breaks.
    if (!ProjectComment.safeParse(comment).success) {
      setProblem(t('staffProject.dialog.commentControl'));
      return;
    }
    onDecide(comment.trim());
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(`staffProject.dialog.${decision}Title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
            {text}
          </DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label={t(
              decision === 'return' ? 'staffProject.dialog.comment' : 'staffProject.dialog.commentOptional',
            )}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setProblem(null);
            }}
            slotProps={{ htmlInput: { maxLength: projectCommentMax } }}
            required={decision === 'return'}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={problem !== null}
            helperText={problem ?? t('staffProject.dialog.commentHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('staffProject.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t(`staffProject.dialog.${decision}Submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
