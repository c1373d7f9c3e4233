import { SignInForm } from '@aula/contract/auth-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { dialogHref } from '../../../app/paths.ts';
import { FormField, PasswordField } from '../../../components/form-field.tsx';
import { useOrganisation } from '../../../lib/organisation.ts';
import { markPasswordChangeRequired } from '../../../lib/session.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthFormLayout } from './auth-form-layout.tsx';
import { useFieldText, useShownError } from './auth-messages.ts';
import { readDialogState, withoutDialog } from './dialog-address.ts';
import { DialogBranding } from './dialog-branding.tsx';
import { AuthDialogTitle } from './dialog-title.tsx';
import { useAuthNavigation } from './use-auth-navigation.ts';
import type { AuthViewProps } from './view-props.ts';

/** Spec 1 §8, Login: user not found, not confirmed, not authorized (wrong password). */
const shownCodes = ['USER_NOT_FOUND', 'USER_NOT_CONFIRMED', 'NOT_AUTHORIZED'] as const;

/** Only a web address may become the staff-site link (the organisation record is typed by staff). */
function isWebAddress(url: string | undefined): url is string {
  return url !== undefined && /^https?:\/\/\S+$/i.test(url);
}

export function LoginView({ titleId, onClose }: AuthViewProps) {
  const { t } = useTranslation('auth');
  const { oid, staffSiteUrl } = useOrganisation();
  const location = useLocation();
  const { notice } = readDialogState(location.state);
  const navigation = useAuthNavigation();
  const client = useQueryClient();
  const signIn = useSignIn();
  const fieldText = useFieldText();
  const error = useShownError(signIn.error, shownCodes);
  const form = useForm({
    resolver: zodResolver(SignInForm),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const here = withoutDialog(location);

  const submit = form.handleSubmit(async (values) => {
    const result = await signIn.mutateAsync({ oid, ...values }).catch(() => null);
    if (!result) return;
    if (result.challengeName !== null && result.user.grants.length > 0) {
      // A staff account: its second factor (and a temporary password before it) is the staff sign-in's.
      navigation.toStaffSignIn(result.challengeName);
      return;
    }
    if (result.challengeName === 'NEW_PASSWORD_REQUIRED') {
      // The forced-change dialog takes over; the app stays on the public side until it is done.
      markPasswordChangeRequired(client);
      return;
    }
    await navigation.finishSignIn();
  });

  return (
    <>
      <AuthDialogTitle id={titleId} title={t('login.title')} onClose={onClose} />
      <AuthFormLayout
        onSubmit={submit}
        submitLabel={t('login.submit')}
        busy={isSubmitting}
        error={error}
        lead={<DialogBranding partner={navigation.partner} />}
        notice={signIn.isIdle ? notice : undefined}
        footer={
          <>
            <Typography variant="body2">
              {t('login.noAccount')}{' '}
              <Link component={RouterLink} to={dialogHref(here, 'signup')} replace underline="always">
                {t('login.signUp')}
              </Link>
            </Typography>
            {isWebAddress(staffSiteUrl) && (
              <Link href={staffSiteUrl} variant="body2">
                {t('login.staffSite')}
              </Link>
            )}
          </>
        }
      >
        <FormField
          label={t('login.username')}
          registration={form.register('username')}
          error={fieldText(errors.username?.message)}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
        />
        <PasswordField
          label={t('login.password')}
          registration={form.register('password')}
          error={fieldText(errors.password?.message)}
          autoComplete="current-password"
        />
        <Link
          component={RouterLink}
          to={dialogHref(here, 'forgotPassword')}
          replace
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('login.forgotPassword')}
        </Link>
      </AuthFormLayout>
    </>
  );
}
