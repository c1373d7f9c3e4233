import { ForgotPasswordForm } from '@aula/contract/auth-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { dialogHref } from '../../../app/paths.ts';
import { FormField } from '../../../components/form-field.tsx';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthFormLayout } from './auth-form-layout.tsx';
import { useFieldText, useShownError } from './auth-messages.ts';
import { withoutDialog } from './dialog-address.ts';
import { AuthDialogTitle } from './dialog-title.tsx';
import { useAuthNavigation } from './use-auth-navigation.ts';
import type { AuthViewProps } from './view-props.ts';

/** Spec 1 §8, Forgot password: user not found. */
const shownCodes = ['USER_NOT_FOUND'] as const;

export function ForgotPasswordView({ titleId, onClose }: AuthViewProps) {
  const { t } = useTranslation('auth');
  const { oid } = useOrganisation();
  const location = useLocation();
  const navigation = useAuthNavigation();
  const forgotPassword = useForgotPassword();
  const fieldText = useFieldText();
  const error = useShownError(forgotPassword.error, shownCodes);
  const form = useForm({ resolver: zodResolver(ForgotPasswordForm), defaultValues: { username: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ username }) => {
    const sent = await forgotPassword.mutateAsync({ oid, username }).catch(() => null);
    if (!sent) return;
    navigation.open('resetPassword', { reset: { username, destination: sent.destination } });
  });

  return (
    <>
      <AuthDialogTitle id={titleId} title={t('forgotPassword.title')} onClose={onClose} />
      <AuthFormLayout
        onSubmit={submit}
        submitLabel={t('forgotPassword.submit')}
        busy={isSubmitting}
        error={error}
        footer={
          <Link
            component={RouterLink}
            to={dialogHref(withoutDialog(location), 'login')}
            replace
            variant="body2"
          >
            {t('forgotPassword.backToLogin')}
          </Link>
        }
      >
        <Typography sx={{ mb: 1 }}>{t('forgotPassword.intro')}</Typography>
        <FormField
          label={t('forgotPassword.email')}
          registration={form.register('username')}
          error={fieldText(errors.username?.message)}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
        />
      </AuthFormLayout>
    </>
  );
}
