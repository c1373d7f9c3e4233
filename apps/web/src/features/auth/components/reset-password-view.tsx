import { ResetPasswordForm } from '@aula/contract/auth-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { dialogHref } from '../../../app/paths.ts';
import { FormField, PasswordField } from '../../../components/form-field.tsx';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useForgotPasswordSubmit } from '../api/forgot-password-submit.ts';
import { AuthFormLayout } from './auth-form-layout.tsx';
import { notices, useFieldText, useShownError } from './auth-messages.ts';
import { readDialogState, withoutDialog } from './dialog-address.ts';
import { AuthDialogTitle } from './dialog-title.tsx';
import { useAuthNavigation } from './use-auth-navigation.ts';
import type { AuthViewProps } from './view-props.ts';

/**
 * Spec 1 §8, Reset: invalid parameter (the code), code mismatch, invalid password; and what the spec
 * is silent about (an expired or used-up code, an account gone since the code was sent).
 */
const shownCodes = [
  'INVALID_PARAMETER',
  'CODE_MISMATCH',
  'INVALID_PASSWORD',
  'EXPIRED_CODE',
  'USER_NOT_FOUND',
] as const;

export function ResetPasswordView({ titleId, onClose }: AuthViewProps) {
  const { t } = useTranslation('auth');
  const { oid } = useOrganisation();
  const location = useLocation();
  const { reset } = readDialogState(location.state);
  const navigation = useAuthNavigation();
  const submitReset = useForgotPasswordSubmit();
  const fieldText = useFieldText();
  const error = useShownError(submitReset.error, shownCodes);
  const form = useForm({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const here = withoutDialog(location);

  const submit = form.handleSubmit(async ({ code, newPassword }) => {
    if (!reset) return;
    const done = await submitReset
      .mutateAsync({ oid, username: reset.username, code, newPassword })
      .catch(() => null);
    if (!done) return;
    navigation.open('login', { notice: { severity: 'success', message: notices.passwordChanged } });
  });

  // Opened without the step before (a bookmark, a reload in another tab): ask for the e-mail first.
  if (!reset) return <Navigate to={dialogHref(here, 'forgotPassword')} replace />;

  return (
    <>
      <AuthDialogTitle id={titleId} title={t('resetPassword.title')} onClose={onClose} />
      <AuthFormLayout
        onSubmit={submit}
        submitLabel={t('resetPassword.submit')}
        busy={isSubmitting}
        error={error}
        footer={
          <Link component={RouterLink} to={dialogHref(here, 'forgotPassword')} replace variant="body2">
            {t('resetPassword.resend')}
          </Link>
        }
      >
        <Typography sx={{ mb: 1 }}>{t('resetPassword.intro', { destination: reset.destination })}</Typography>
        <FormField
          label={t('resetPassword.code')}
          registration={form.register('code')}
          error={fieldText(errors.code?.message)}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
        />
        <PasswordField
          label={t('resetPassword.newPassword')}
          registration={form.register('newPassword')}
          error={fieldText(errors.newPassword?.message)}
          hint={t('newPasswordNote')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('resetPassword.confirmPassword')}
          registration={form.register('confirmPassword')}
          error={fieldText(errors.confirmPassword?.message)}
          autoComplete="new-password"
        />
      </AuthFormLayout>
    </>
  );
}
