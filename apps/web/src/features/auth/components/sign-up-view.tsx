import { SignUpForm } from '@aula/contract/auth-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { dialogHref } from '../../../app/paths.ts';
import { FormField, PasswordField } from '../../../components/form-field.tsx';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthFormLayout } from './auth-form-layout.tsx';
import { notices, useFieldText, useShownError } from './auth-messages.ts';
import { withoutDialog } from './dialog-address.ts';
import { DialogBranding } from './dialog-branding.tsx';
import { AuthDialogTitle } from './dialog-title.tsx';
import { useAuthNavigation } from './use-auth-navigation.ts';
import type { AuthViewProps } from './view-props.ts';

/** Spec 1 §8, Sign-up: invalid parameter (password or address), username exists; and a too common password. */
const shownCodes = ['INVALID_PARAMETER', 'USERNAME_EXISTS', 'INVALID_PASSWORD'] as const;

export function SignUpView({ titleId, onClose }: AuthViewProps) {
  const { t } = useTranslation('auth');
  const { oid } = useOrganisation();
  const location = useLocation();
  const navigation = useAuthNavigation();
  const signUp = useSignUp();
  const fieldText = useFieldText();
  const error = useShownError(signUp.error, shownCodes);
  const form = useForm({
    resolver: zodResolver(SignUpForm),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    const created = await signUp.mutateAsync({ oid, name, email, password }).catch(() => null);
    if (!created) return;
    navigation.open('login', { notice: { severity: 'success', message: notices.registered } });
  });

  return (
    <>
      <AuthDialogTitle id={titleId} title={t('signUp.title')} onClose={onClose} />
      <AuthFormLayout
        onSubmit={submit}
        submitLabel={t('signUp.submit')}
        busy={isSubmitting}
        error={error}
        lead={<DialogBranding partner={navigation.partner} />}
        footer={
          <Typography variant="body2">
            {t('signUp.haveAccount')}{' '}
            <Link
              component={RouterLink}
              to={dialogHref(withoutDialog(location), 'login')}
              replace
              underline="always"
            >
              {t('signUp.login')}
            </Link>
          </Typography>
        }
      >
        <FormField
          label={t('signUp.name')}
          registration={form.register('name')}
          error={fieldText(errors.name?.message)}
          autoComplete="name"
          autoFocus
        />
        <FormField
          label={t('signUp.email')}
          registration={form.register('email')}
          error={fieldText(errors.email?.message)}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <PasswordField
          label={t('signUp.password')}
          registration={form.register('password')}
          error={fieldText(errors.password?.message)}
          hint={t('signUp.passwordNote')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('signUp.confirmPassword')}
          registration={form.register('confirmPassword')}
          error={fieldText(errors.confirmPassword?.message)}
          autoComplete="new-password"
        />
      </AuthFormLayout>
    </>
  );
}
