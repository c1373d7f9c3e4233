import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import type { SignInResult } from '../api/sign-in.ts';
import { useVerifySecondFactor } from '../api/verify-second-factor.ts';
import { appCodeForm, isCodeFieldError, recoveryCodeForm } from './code-forms.ts';
import { StepForm } from './step-form.tsx';

type Mode = 'app' | 'recovery';

function CodeForm({
  mode,
  onAnswer,
  footer,
}: {
  mode: Mode;
  onAnswer: (r: SignInResult) => void;
  footer: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const verify = useVerifySecondFactor();
  const errorText = useStaffErrorText();
  const form = useForm({
    resolver: zodResolver(mode === 'app' ? appCodeForm : recoveryCodeForm),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = errors.code?.message;
  const submit = form.handleSubmit(async ({ code }) => {
    const result = await verify.mutateAsync({ oid, code }).catch(() => null);
    if (result) onAnswer(result);
    else form.resetField('code');
  });
  return (
    <StepForm
      title={t(mode === 'app' ? 'signIn.secondFactor.title' : 'signIn.secondFactor.recoveryTitle')}
      intro={
        <Typography>
          {t(mode === 'app' ? 'signIn.secondFactor.intro' : 'signIn.secondFactor.recoveryIntro')}
        </Typography>
      }
      error={errorText(verify.error)}
      onSubmit={submit}
      submitLabel={t('signIn.secondFactor.submit')}
      busy={isSubmitting}
      footer={footer}
    >
      <FormField
        label={t(mode === 'app' ? 'signIn.secondFactor.appCode' : 'signIn.secondFactor.recoveryCode')}
        registration={form.register('code')}
        error={isCodeFieldError(message) ? t(`signIn.fieldErrors.${message}`) : message}
        inputMode={mode === 'app' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
      />
    </StepForm>
  );
}

/** The second factor of a staff sign-in: a code from the authenticator app, or one recovery code. */
export function SecondFactorStep({ onAnswer }: { onAnswer: (result: SignInResult) => void }) {
  const { t } = useTranslation('staff');
  const [mode, setMode] = useState<Mode>('app');
  const other: Mode = mode === 'app' ? 'recovery' : 'app';
  return (
    <CodeForm
      // A new form for each mode: its own field, rule and error.
      key={mode}
      mode={mode}
      onAnswer={onAnswer}
      footer={
        <Button variant="text" onClick={() => setMode(other)}>
          {t(other === 'recovery' ? 'signIn.secondFactor.useRecovery' : 'signIn.secondFactor.useApp')}
        </Button>
      }
    />
  );
}
