import { NewPasswordForm } from '@aula/contract/auth-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../../components/form-field.tsx';
import { useFieldText } from '../../../../lib/auth-text.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useCompleteNewPassword } from '../api/complete-new-password.ts';
import type { SignInResult } from '../api/sign-in.ts';
import { StepForm } from './step-form.tsx';

/**
 * The invitation's temporary password replaced (`auth/completeNewPassword`), under the learner side's
 * rule and with its messages (the contract's `NewPasswordForm`, the `auth` catalogue).
 */
export function NewPasswordStep({ onAnswer }: { onAnswer: (result: SignInResult) => void }) {
  const { t } = useTranslation('staff');
  const { t: authText } = useTranslation('auth');
  const { oid } = useOrganisation();
  const complete = useCompleteNewPassword();
  const fieldText = useFieldText();
  const errorText = useStaffErrorText();
  const form = useForm({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ newPassword }) => {
    const result = await complete.mutateAsync({ oid, newPassword }).catch(() => null);
    if (result) onAnswer(result);
  });
  return (
    <StepForm
      title={t('signIn.newPassword.title')}
      intro={<Typography>{t('signIn.newPassword.intro')}</Typography>}
      error={errorText(complete.error)}
      onSubmit={submit}
      submitLabel={t('signIn.newPassword.submit')}
      busy={isSubmitting}
    >
      <PasswordField
        label={authText('newPassword.newPassword')}
        registration={form.register('newPassword')}
        error={fieldText(errors.newPassword?.message)}
        hint={authText('newPasswordNote')}
        autoComplete="new-password"
      />
      <PasswordField
        label={authText('newPassword.confirmPassword')}
        registration={form.register('confirmPassword')}
        error={fieldText(errors.confirmPassword?.message)}
        autoComplete="new-password"
      />
    </StepForm>
  );
}
