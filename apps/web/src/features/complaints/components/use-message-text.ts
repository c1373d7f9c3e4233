import { fileMessages } from '@aula/contract/account-uploads';
import { complaintMessages } from '@aula/contract/complaints';
import { useTranslation } from 'react-i18next';

// The contract's messages are English and exact; the catalogue holds each under the same key.
const keys = new Map<string, string>([
  ...Object.entries(complaintMessages).map(([key, text]): [string, string] => [text, `messages.${key}`]),
  ...Object.entries(fileMessages).map(([key, text]): [string, string] => [text, `fileMessages.${key}`]),
]);

/** A message of the contract in the reader's language (one the catalogue does not know, as it came). */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation('complaints');
  return (message) => {
    const key = keys.get(message);
    return key ? t(key as 'messages.description') : message;
  };
}
