import DialogContent from '@mui/material/DialogContent';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useConfirmSignUp } from '../api/confirm-sign-up.ts';
import { notices } from './auth-messages.ts';
import { AuthDialogTitle } from './dialog-title.tsx';
import { useAuthNavigation } from './use-auth-navigation.ts';
import type { AuthViewProps } from './view-props.ts';

/** The link's own answers: unknown, used or expired link; and a flood of tries. */
const linkFailures = new Set(['CODE_MISMATCH', 'EXPIRED_CODE', 'RATE_LIMITED']);

/**
 * The landing page opened from the mailed link (`/?verify=<token>&email=<username>`): confirms the
 * e-mail once, then opens Login with the outcome; the link's parameters leave the address.
 */
export function VerifyEmailView({
  titleId,
  onClose,
  token,
  email,
}: AuthViewProps & { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const { oid } = useOrganisation();
  const navigation = useAuthNavigation();
  const confirm = useConfirmSignUp();
  // A link works once: the check must not run twice (React runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutateAsync({ oid, username: email, code: token }).then(
      () => navigation.open('login', { notice: { severity: 'success', message: notices.emailVerified } }),
      (error: unknown) => {
        const shown = error instanceof ApiError && linkFailures.has(error.code);
        if (!shown) console.error('The verification link could not be checked', error);
        navigation.open('login', {
          notice: shown ? { severity: 'error', message: error.message } : { severity: 'error' },
        });
      },
    );
  }, [confirm, oid, email, token, navigation]);

  return (
    <>
      <AuthDialogTitle id={titleId} title={t('verify.title')} onClose={onClose} />
      <DialogContent>
        <PageLoading minHeight={120} />
      </DialogContent>
    </>
  );
}
