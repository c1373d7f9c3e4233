import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { type ConfirmedEnrolment, useConfirmTotpEnrolment } from '../api/confirm-totp-enrolment.ts';
import { type TotpEnrolment, useTotpEnrolment } from '../api/start-totp-enrolment.ts';
import { appCodeForm, isCodeFieldError } from './code-forms.ts';
import { StepForm } from './step-form.tsx';
import { TotpQrCode } from './totp-qr-code.tsx';

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function EnrolForm({
  enrolment,
  onConfirmed,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (confirmed: ConfirmedEnrolment) => void;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const confirm = useConfirmTotpEnrolment();
  const errorText = useStaffErrorText();
  const form = useForm({ resolver: zodResolver(appCodeForm), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const message = errors.code?.message;
  const submit = form.handleSubmit(async ({ code }) => {
    const confirmed = await confirm.mutateAsync({ oid, code }).catch(() => null);
    if (confirmed) onConfirmed(confirmed);
    else form.resetField('code');
  });
  return (
    <StepForm
      title={t('signIn.enrol.title')}
      intro={
        <>
          <Typography>{t('signIn.enrol.intro')}</Typography>
          <Box component="ol" sx={{ pl: 3, my: 1 }}>
            <li>{t('signIn.enrol.stepApp')}</li>
            <li>{t('signIn.enrol.stepScan')}</li>
            <li>{t('signIn.enrol.stepCode')}</li>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
            <TotpQrCode uri={enrolment.otpauthUri} label={t('signIn.enrol.qrLabel')} />
          </Box>
          <Typography variant="body2">{t('signIn.enrol.secretLabel')}</Typography>
          <Typography
            component="code"
            sx={{
              display: 'block',
              fontFamily: 'monospace',
              fontSize: '1.05rem',
              overflowWrap: 'anywhere',
              bgcolor: 'background.default',
              p: 1,
              borderRadius: 1,
            }}
          >
            {groupedSecret(enrolment.secret)}
          </Typography>
        </>
      }
      error={errorText(confirm.error)}
      onSubmit={submit}
      submitLabel={t('signIn.enrol.submit')}
      busy={isSubmitting}
    >
      <FormField
        label={t('signIn.enrol.code')}
        registration={form.register('code')}
        error={isCodeFieldError(message) ? t(`signIn.fieldErrors.${message}`) : message}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
    </StepForm>
  );
}

/**
 * Enrolling the second factor (first sign-in of a staff account): a new secret as a QR code and as
 * text, confirmed with a code from the app.
 */
export function EnrolStep({ onConfirmed }: { onConfirmed: (confirmed: ConfirmedEnrolment) => void }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  return (
    <QueryState query={useTotpEnrolment(oid)} errorTitle={t('signIn.enrol.failed')}>
      {(enrolment) => <EnrolForm enrolment={enrolment} onConfirmed={onConfirmed} />}
    </QueryState>
  );
}
