import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import type { ProgrammeName } from '../../programmes/api/get-programme-names.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import type { StaffMember } from '../api/list-staff.ts';
import { useSetStaffGrants } from '../api/set-staff-grants.ts';
import { choiceOfGrants, grantProblem, grantsOfChoice } from './grant-choice.ts';
import { GrantsEditor } from './grants-editor.tsx';

/**
 * A member's roles changed, then confirmed: the change signs them out everywhere (their rights must
 * not outlive it), and no role at all removes their staff access.
 */
export function EditGrantsDialog({
  member,
  programmes,
  onClose,
}: {
  member: StaffMember;
  programmes: readonly ProgrammeName[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const save = useSetStaffGrants();
  const errorText = useStaffErrorText();
  const titleId = useId();
  const [choice, setChoice] = useState(() => choiceOfGrants(member.grants));
  const [confirming, setConfirming] = useState(false);
  const problem = grantProblem(choice, { allowNone: true });
  const grants = grantsOfChoice(choice);

  const send = async () => {
    const done = await save.mutateAsync({ oid, userId: member.userId, grants }).catch(() => null);
    if (done) onClose(true);
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : () => onClose(false)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('accounts.edit.title', { name: member.name })}</DialogTitle>
      <DialogContent>
        {save.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorText(save.error)}
          </Alert>
        )}
        {confirming ? (
          <>
            <Typography sx={{ mb: 1 }}>{t('accounts.edit.signsOut', { name: member.name })}</Typography>
            {grants.length === 0 && <Alert severity="warning">{t('accounts.edit.removesAccess')}</Alert>}
          </>
        ) : (
          <GrantsEditor choice={choice} onChange={setChoice} programmes={programmes} problem={problem} />
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => (confirming ? setConfirming(false) : onClose(false))}
          disabled={save.isPending}
        >
          {confirming ? t('accounts.edit.back') : t('accounts.edit.cancel')}
        </Button>
        {confirming ? (
          <Button variant="contained" onClick={() => void send()} disabled={save.isPending}>
            {t('accounts.edit.confirm')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={problem !== null}>
            {t('accounts.edit.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
