import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** 'Session Time Out' (spec 1 §8), over the landing page the app returned to. */
export function SessionTimeOutNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Snackbar
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      autoHideDuration={10_000}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="warning" variant="filled" onClose={onClose} closeText={t('close')}>
        {t('server.sessionTimeOut')}
      </Alert>
    </Snackbar>
  );
}
