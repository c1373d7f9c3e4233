import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error.ts';
import { useServerText } from '../../lib/auth-text.ts';

/**
 * What a failed staff call says to the person: the server's own message (the envelope's, in the
 * visitor's language when the catalogue knows it), or for no answer and the server's own trouble the
 * portal's general sentences (their details mean nothing to a reader).
 */
export function useStaffErrorText(): (error: unknown) => string | null {
  const { t } = useTranslation('common');
  const serverText = useServerText();
  return (error) => {
    if (error === null || error === undefined) return null;
    if (!(error instanceof ApiError)) return t('errors.generic');
    if (error.code === 'NETWORK') return t('errors.network');
    if (error.code === 'RATE_LIMITED') return t('errors.rateLimited');
    if (error.status >= 500 || error.message === '') return t('errors.generic');
    return serverText(error.message);
  };
}
