import { authMessages } from '@aula/contract/auth-rules';
import { ApiError, type ApiErrorCode } from '../../../lib/api-error.ts';
import { useServerText } from '../../../lib/auth-text.ts';

// The translations of the contract's messages are shared with the staff sign-in (lib/auth-text.ts).
export { useFieldText, useServerText } from '../../../lib/auth-text.ts';

/**
 * The message to show for a failed call: the server's own, for the codes this dialog expects (spec
 * §8) and for rate limiting; nothing for anything else (spec: "other errors: nothing shown").
 */
export function useShownError(error: unknown, codes: readonly ApiErrorCode[]): string | null {
  const text = useServerText();
  if (!(error instanceof ApiError)) return null;
  if (error.code !== 'RATE_LIMITED' && !codes.includes(error.code)) return null;
  return error.message === '' ? null : text(error.message);
}

/** English texts of the contract the dialogs raise themselves (notices after sign-up and reset). */
export const notices = {
  registered: authMessages.registered,
  passwordChanged: authMessages.passwordChanged,
  emailVerified: authMessages.emailVerified,
} as const;
