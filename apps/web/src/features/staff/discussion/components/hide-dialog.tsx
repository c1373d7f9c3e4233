import { hideReasonMaxLength } from '@aula/contract/staff-discussion';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface HideDialogProps {
  /** The post's text, said back so the member sees what they hide. */
  text: string;
  busy: boolean;
  onCancel: () => void;
  onHide: (reason: string) => void;
}

/** Asks for the reason a post is hidden (its author is shown it) before hiding it. */
export function HideDialog({ text, busy, onCancel, onHide }: HideDialogProps) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onHide(reason.trim());
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('discussion.hide.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
            {text}
          </DialogContentText>
          <TextField
            label={t('discussion.hide.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            slotProps={{ htmlInput: { maxLength: hideReasonMaxLength } }}
            required
            fullWidth
            autoFocus
            error={missing}
            helperText={missing ? t('discussion.hide.reasonMissing') : t('discussion.hide.reasonHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('discussion.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('discussion.hide.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
