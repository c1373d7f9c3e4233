import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import type { StaffMember } from '../api/list-staff.ts';
import { useResetSecondFactor } from '../api/reset-second-factor.ts';

/**
 * For a member who lost their authenticator app and recovery codes: said in full before it is done,
 * since it signs them out everywhere and they are told by mail.
 */
export function ResetSecondFactorDialog({
  member,
  onClose,
}: {
  member: StaffMember;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const reset = useResetSecondFactor();
  const errorText = useStaffErrorText();
  const titleId = useId();
  const send = async () => {
    const done = await reset.mutateAsync({ oid, userId: member.userId }).catch(() => null);
    if (done) onClose(true);
  };
  return (
    <Dialog
      open
      onClose={reset.isPending ? undefined : () => onClose(false)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('accounts.reset.title', { name: member.name })}</DialogTitle>
      <DialogContent>
        {reset.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorText(reset.error)}
          </Alert>
        )}
        <Typography>{t('accounts.reset.body', { name: member.name })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={reset.isPending}>
          {t('accounts.edit.cancel')}
        </Button>
        <Button variant="contained" color="warning" onClick={() => void send()} disabled={reset.isPending}>
          {t('accounts.reset.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
