import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import type { RegistrationCheck } from '../api/get-google-cloud-response.ts';

export interface VerifyFailure {
  text: string;
  severity: 'warning' | 'error';
}

/**
 * What the dialog says after a check that did not succeed. The spec's message covers every answer
 * but 'Successful', an address the server refuses as malformed included (it cannot be registered);
 * when no answer could be had (offline, too many tries, the server's trouble) the visitor is told
 * that instead, since trying again may then help.
 */
export function useVerifyFailure(
  error: unknown,
  data: RegistrationCheck | undefined,
): VerifyFailure | undefined {
  const { t } = useTranslation('program-detail');
  const { t: tc } = useTranslation('common');
  if (data && data.message !== 'Successful') return { text: t('apply.notRegistered'), severity: 'warning' };
  if (!error) return undefined;
  if (!(error instanceof ApiError)) return { text: tc('errors.generic'), severity: 'error' };
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return { text: t('apply.notRegistered'), severity: 'warning' };
    case 'NETWORK':
      return { text: tc('errors.network'), severity: 'error' };
    case 'RATE_LIMITED':
      return { text: tc('errors.rateLimited'), severity: 'error' };
    default:
      return { text: tc('errors.generic'), severity: 'error' };
  }
}
