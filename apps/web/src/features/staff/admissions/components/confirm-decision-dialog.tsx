import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '../api/decide-admission.ts';

export interface ConfirmDecisionDialogProps {
  open: boolean;
  decision: Decision;
  applicant: string;
  programme: string;
  message: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The decision said back in full before it is sent: the applicant is told of it at once. */
export function ConfirmDecisionDialog({
  open,
  decision,
  applicant,
  programme,
  message,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDecisionDialogProps) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t(`admission.confirm.title.${decision}`)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {t(`admission.confirm.body.${decision}`, { name: applicant, programme })}
        </Typography>
        {message !== '' && (
          <Typography
            component="blockquote"
            sx={{
              m: 0,
              pl: 2,
              borderLeft: 3,
              borderColor: 'divider',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {message}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('admission.confirm.notified')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('admission.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t(`admission.confirm.submit.${decision}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
