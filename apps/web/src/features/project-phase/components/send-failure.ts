import { projectMessages } from '@aula/contract/project-phase';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';

const specWords = new Set<string>(Object.values(projectMessages));

/**
 * What a failed send says: the spec's own words when the server used them (a file refused from its
 * bytes, a locked objective), 'you are offline' when it could not be reached, else a retryable failure.
 */
export function useSendFailure(error: unknown): string | undefined {
  const { t } = useTranslation('project-phase');
  if (!error) return undefined;
  if (!(error instanceof ApiError)) return t('failed');
  if (specWords.has(error.message)) return error.message;
  switch (error.code) {
    case 'NETWORK':
      return t('offline');
    case 'RATE_LIMITED':
      return t('tooMany');
    case 'PAYLOAD_TOO_LARGE':
    case 'CONFLICT':
      return error.message;
    default:
      return t('failed');
  }
}
