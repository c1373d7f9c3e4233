import { catalogueMessages } from '@aula/contract/staff-catalogue';
import {
  accessMessages,
  courseFileMessages,
  secondFactorMessages,
  staffMessages,
  subjectRefusals,
} from '@aula/contract/staff-messages';
import { uploadLimitMessages } from '@aula/contract/upload-limits';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error.ts';
import { isServerMessage, useServerText } from '../../lib/auth-text.ts';

/** `group.key` for each message of a group, by the message's English text. */
function keysOf<G extends string, K extends string>(group: G, messages: Record<K, string>) {
  return (Object.keys(messages) as K[]).map((key): [string, `${G}.${K}`] => [
    messages[key],
    `${group}.${key}`,
  ]);
}

/** The uploads' fixed refusals a staff member meets: a stored name claimed twice, or claimed while checked. */
const staffUploadMessages = {
  alreadyUsed: uploadLimitMessages.alreadyUsed,
  stillChecking: uploadLimitMessages.stillChecking,
};

/** Each staff refusal the contract words, by its English text, to its key in the `staff` catalogue. */
const keyOfText = new Map([
  ...keysOf('serverMessages.access', accessMessages),
  ...keysOf('serverMessages.subjects', subjectRefusals),
  ...keysOf('serverMessages.secondFactor', secondFactorMessages),
  ...keysOf('serverMessages.staff', staffMessages),
  ...keysOf('serverMessages.courseFiles', courseFileMessages),
  ...keysOf('serverMessages.uploads', staffUploadMessages),
  ...keysOf('catalogue.messages', catalogueMessages),
]);

/** The codes whose refusals have a general sentence of their own; any other is "the request was refused". */
const codesWithSentence = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_CONFIGURED',
] as const;

/**
 * What a failed staff call says to the person, in their language (ADR 0100): a refusal the contract
 * words (the staff modules', the access layer's, the identity operations') from the catalogue; one it
 * does not (it names a value) as the server wrote it in English, or in another language by its code's
 * general sentence, so that a screen never mixes languages. No answer, too many tries and the server's
 * own trouble get the portal's general sentences (their details mean nothing to a reader).
 */
export function useStaffErrorText(): (error: unknown) => string | null {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation('common');
  const serverText = useServerText();
  return (error) => {
    if (error === null || error === undefined) return null;
    if (!(error instanceof ApiError)) return common('errors.generic');
    if (error.code === 'NETWORK') return common('errors.network');
    if (error.code === 'RATE_LIMITED') return common('errors.rateLimited');
    if (error.status >= 500 || error.message === '') return common('errors.generic');
    const key = keyOfText.get(error.message);
    if (key) return t(key);
    if (isServerMessage(error.message)) return serverText(error.message);
    if (i18n.resolvedLanguage === 'en') return error.message;
    const code = codesWithSentence.find((each) => each === error.code) ?? 'OTHER';
    return t(`errorCodes.${code}`);
  };
}
