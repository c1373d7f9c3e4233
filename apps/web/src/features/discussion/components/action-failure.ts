import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * What a failed post or delete says: offline (the spec's words), too many posts, a question staff have
 * locked meanwhile, or a retryable failure.
 */
export function useActionFailure(error: unknown): string | undefined {
  const { t } = useTranslation('discussion');
  if (!error) return undefined;
  if (!(error instanceof ApiError)) return t('failed');
  switch (error.code) {
    case 'NETWORK':
      return t('offline');
    case 'RATE_LIMITED':
      return t('tooMany');
    case 'FORBIDDEN':
      return t('notYours');
    case 'NOT_FOUND':
      return t('gone');
    case 'CONFLICT':
      return t('locked');
    default:
      return t('failed');
  }
}
