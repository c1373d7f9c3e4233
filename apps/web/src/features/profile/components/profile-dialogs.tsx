import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A short notice ('Uploaded successfully', 'deleted successfully') closed with OK. */
export function NoticeDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const textId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-describedby={textId}>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Are you sure you want to delete ?' with No and Yes. */
export function ConfirmDeleteDialog({
  open,
  onNo,
  onYes,
}: {
  open: boolean;
  onNo: () => void;
  onYes: () => void;
}) {
  const { t } = useTranslation('profile');
  const textId = useId();
  return (
    <Dialog open={open} onClose={onNo} aria-describedby={textId}>
      <DialogContent>
        <DialogContentText id={textId}>{t('messages.confirmDelete')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} autoFocus>
          {t('no')}
        </Button>
        <Button onClick={onYes} variant="contained">
          {t('yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
