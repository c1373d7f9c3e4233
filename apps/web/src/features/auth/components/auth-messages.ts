import { authFormMessages, authMessages } from '@aula/contract/auth-rules';
import { personNameMessage } from '@aula/contract/person-name';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiErrorCode } from '../../../lib/api-error.ts';

// The contract's messages are English and exact (the server sends them, the zod schemas give them);
// the catalogue holds each under the same key, so the dialogs show them in the visitor's language.

type ServerMessageKey = keyof typeof authMessages;
type FormMessageKey = keyof typeof authFormMessages | 'personName';

const serverKeys = new Map<string, ServerMessageKey>(
  Object.entries(authMessages).map(([key, text]) => [text, key as ServerMessageKey]),
);
const formKeys = new Map<string, FormMessageKey>([
  ...Object.entries(authFormMessages).map(([key, text]): [string, FormMessageKey] => [
    text,
    key as FormMessageKey,
  ]),
  [personNameMessage, 'personName'],
]);

/** A message of the server in the visitor's language (one the catalogue does not know, as it came). */
export function useServerText(): (message: string) => string {
  const { t } = useTranslation('auth');
  return (message) => {
    const key = serverKeys.get(message);
    return key ? t(`server.${key}`) : message;
  };
}

/** A field check's message (from the contract's form schemas) in the visitor's language. */
export function useFieldText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (message) => {
    if (message === undefined) return undefined;
    const key = formKeys.get(message);
    return key ? t(`form.${key}`) : message;
  };
}

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
