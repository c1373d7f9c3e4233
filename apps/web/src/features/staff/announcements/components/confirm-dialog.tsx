import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  title: string;
  /** What is about to change, said back as text. */
  text: string;
  confirm: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a change learners notice at once (withdrawing an announcement, deleting an event). */
export function ConfirmDialog({ title, text, confirm, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('staffAnnouncements.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
