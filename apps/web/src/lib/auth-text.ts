import { authFormMessages, authMessages } from '@aula/contract/auth-rules';
import { personNameMessage } from '@aula/contract/person-name';
import { useTranslation } from 'react-i18next';

// The contract's messages are English and exact (the server sends them, the zod schemas give them);
// the `auth` catalogue holds each under the same key, so the learner's dialogs and the staff sign-in
// show them in the visitor's language.

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

/** Whether `message` is one of the identity operations' own, which the `auth` catalogue translates. */
export function isServerMessage(message: string): boolean {
  return serverKeys.has(message);
}

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
