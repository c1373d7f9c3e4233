import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedCertificate } from '../api/issued-certificates.ts';

export interface RevokeDialogProps {
  certificate: IssuedCertificate;
  busy: boolean;
  /** The server's refusal of the reason, if any. */
  error: string | undefined;
  onCancel: () => void;
  onRevoke: (reason: string) => void;
}

/** Revoking said back in full, with the reason asked for; the dialog holds the focus until it closes. */
export function RevokeDialog({ certificate, busy, error, onCancel, onRevoke }: RevokeDialogProps) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRevoke(reason);
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t('certificates.revoke.title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('certificates.revoke.body', certificate)}
          </Typography>
          <TextField
            label={t('certificates.revoke.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            error={error !== undefined}
            helperText={error ?? t('certificates.revoke.hint')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('certificates.revoke.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy || reason.trim() === ''}>
            {t('certificates.revoke.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
