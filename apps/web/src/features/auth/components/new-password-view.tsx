import { NewPasswordForm } from '@aula/contract/auth-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form-field.tsx';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useCompleteNewPassword } from '../api/complete-new-password.ts';
import { AuthFormLayout } from './auth-form-layout.tsx';
import { useFieldText, useShownError } from './auth-messages.ts';
import { AuthDialogTitle } from './dialog-title.tsx';
import { useAuthNavigation } from './use-auth-navigation.ts';
import type { AuthViewProps } from './view-props.ts';

/**
 * The reset rule's answer (invalid password), and what the spec is silent about: the temporary
 * password chosen again, or the half-open session gone (sign in again).
 */
const shownCodes = ['INVALID_PASSWORD', 'UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN'] as const;

/** The forced first-login change of a temporary password (spec 1 §4, §5: the reset rule and messages). */
export function NewPasswordView({ titleId, onClose }: AuthViewProps) {
  const { t } = useTranslation('auth');
  const { oid } = useOrganisation();
  const navigation = useAuthNavigation();
  const complete = useCompleteNewPassword();
  const fieldText = useFieldText();
  const error = useShownError(complete.error, shownCodes);
  const form = useForm({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    const done = await complete.mutateAsync({ oid, newPassword }).catch(() => null);
    if (!done) return;
    if (
      done.challengeName === 'SECOND_FACTOR_SETUP_REQUIRED' ||
      done.challengeName === 'SECOND_FACTOR_REQUIRED'
    ) {
      // A staff account's new password: its second factor is set up on the staff sign-in.
      navigation.toStaffSignIn(done.challengeName);
      return;
    }
    await navigation.finishSignIn();
  });

  return (
    <>
      <AuthDialogTitle id={titleId} title={t('newPassword.title')} onClose={onClose} />
      <AuthFormLayout
        onSubmit={submit}
        submitLabel={t('newPassword.submit')}
        busy={isSubmitting}
        error={error}
      >
        <Typography sx={{ mb: 1 }}>{t('newPassword.intro')}</Typography>
        <PasswordField
          label={t('newPassword.newPassword')}
          registration={form.register('newPassword')}
          error={fieldText(errors.newPassword?.message)}
          hint={t('newPasswordNote')}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          label={t('newPassword.confirmPassword')}
          registration={form.register('confirmPassword')}
          error={fieldText(errors.confirmPassword?.message)}
          autoComplete="new-password"
        />
      </AuthFormLayout>
    </>
  );
}
