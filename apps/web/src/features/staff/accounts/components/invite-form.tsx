import { authFormMessages } from '@aula/contract/auth-rules';
import { limits } from '@aula/contract/common';
import { personName } from '@aula/contract/person-name';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldText } from '../../../../lib/auth-text.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import type { ProgrammeName } from '../../programmes/api/get-programme-names.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useInviteStaff } from '../api/invite-staff.ts';
import { type GrantChoice, grantProblem, grantsOfChoice, noGrants } from './grant-choice.ts';
import { GrantsEditor } from './grants-editor.tsx';

const InviteFields = z.object({
  email: z
    .string()
    .trim()
    .min(1, authFormMessages.enterValidEmail)
    .max(limits.email)
    .email(authFormMessages.enterValidEmail),
  name: personName(authFormMessages.enterName),
});

/** Invites a member: their e-mail and name, and their roles; the server mails a temporary password. */
export function InviteForm({ programmes }: { programmes: readonly ProgrammeName[] }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const invite = useInviteStaff();
  const fieldText = useFieldText();
  const errorText = useStaffErrorText();
  const [choice, setChoice] = useState<GrantChoice>(noGrants);
  const [checked, setChecked] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const form = useForm({ resolver: zodResolver(InviteFields), defaultValues: { email: '', name: '' } });
  const { errors, isSubmitting } = form.formState;
  const problem = checked ? grantProblem(choice, { allowNone: false }) : null;

  useEffect(() => {
    if (invite.isError) alert.current?.focus();
  }, [invite.isError]);

  const submit = form.handleSubmit(
    async ({ email, name }) => {
      setChecked(true);
      setInvited(null);
      if (grantProblem(choice, { allowNone: false }) !== null) return;
      const done = await invite
        .mutateAsync({ oid, email, name, grants: grantsOfChoice(choice) })
        .catch(() => null);
      if (!done) return;
      setInvited(email);
      setChoice(noGrants);
      setChecked(false);
      form.reset();
    },
    () => setChecked(true),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {invite.isError && (
        <Alert ref={alert} tabIndex={-1} severity="error">
          {errorText(invite.error)}
        </Alert>
      )}
      {invited && (
        <Alert severity="success" role="status">
          {t('accounts.invite.done', { email: invited })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          {...form.register('email')}
          label={t('accounts.invite.email')}
          type="email"
          autoComplete="off"
          required
          error={errors.email !== undefined}
          helperText={fieldText(errors.email?.message)}
          slotProps={{ formHelperText: errors.email ? { role: 'alert' } : {} }}
          sx={{ flex: '1 1 260px' }}
        />
        <TextField
          {...form.register('name')}
          label={t('accounts.invite.name')}
          autoComplete="off"
          required
          error={errors.name !== undefined}
          helperText={fieldText(errors.name?.message)}
          slotProps={{ formHelperText: errors.name ? { role: 'alert' } : {} }}
          sx={{ flex: '1 1 260px' }}
        />
      </Box>
      <GrantsEditor choice={choice} onChange={setChoice} programmes={programmes} problem={problem} />
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('accounts.invite.submit')}
        </Button>
      </Box>
    </Box>
  );
}
