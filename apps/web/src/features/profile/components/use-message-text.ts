import { fileMessages } from '@aula/contract/account-uploads';
import { personNameMessage } from '@aula/contract/person-name';
import { profileMessages } from '@aula/contract/profile';
import { useTranslation } from 'react-i18next';

// The contract's messages are English and exact (the server sends them, the schema gives them); the
// catalogue holds each under the same key, so the screen shows them in the learner's language.
const keys = new Map<string, string>([
  ...Object.entries(profileMessages).map(([key, text]): [string, string] => [text, `messages.${key}`]),
  ...Object.entries(fileMessages).map(([key, text]): [string, string] => [text, `fileMessages.${key}`]),
  [personNameMessage, 'messages.personName'],
]);

/** A message of the contract in the learner's language (one the catalogue does not know, as it came). */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation('profile');
  return (message) => {
    const key = keys.get(message);
    return key ? t(key as 'messages.photo') : message;
  };
}
