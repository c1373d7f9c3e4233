import { SignInForm } from '@aula/contract/auth-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dialogHref, paths } from '../../../../app/paths.ts';
import { FormField, PasswordField } from '../../../../components/form-field.tsx';
import { useFieldText } from '../../../../lib/auth-text.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { type SignInResult, useSignIn } from '../api/sign-in.ts';
import { StepForm } from './step-form.tsx';

/** E-mail and password (`auth/signIn`); the answer says which step comes next. */
export function CredentialsStep({ onAnswer }: { onAnswer: (result: SignInResult) => void }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const signIn = useSignIn();
  const fieldText = useFieldText();
  const errorText = useStaffErrorText();
  const form = useForm({ resolver: zodResolver(SignInForm), defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const result = await signIn.mutateAsync({ oid, ...values }).catch(() => null);
    if (result) onAnswer(result);
  });
  return (
    <StepForm
      title={t('signIn.credentials.title')}
      error={errorText(signIn.error)}
      onSubmit={submit}
      submitLabel={t('signIn.credentials.submit')}
      busy={isSubmitting}
      focusTitle={false}
      footer={
        // The portal's one password reset (a mailed code); its Login dialog then sends staff back here.
        <Link
          component={RouterLink}
          to={dialogHref({ pathname: paths.landing.getHref(), search: '' }, 'forgotPassword')}
        >
          {t('signIn.credentials.forgot')}
        </Link>
      }
    >
      <FormField
        label={t('signIn.credentials.email')}
        registration={form.register('username')}
        error={fieldText(errors.username?.message)}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoFocus
      />
      <PasswordField
        label={t('signIn.credentials.password')}
        registration={form.register('password')}
        error={fieldText(errors.password?.message)}
        autoComplete="current-password"
      />
    </StepForm>
  );
}
