import { sessionFileAddresses } from '../../platform/session-file-address.ts';

/**
 * Learners' mini-assignment files, to staff who teach the course:
 * `/files/mini-assignment/<bcid>/<quizid>/<eid>/<answer index>`.
 */
export const miniFileAddresses = sessionFileAddresses<
  readonly [bcid: string, quizid: string, eid: string, answer: string]
>({
  scheme: 'aula-mini-assignment-file-v1',
  prefix: '/files/mini-assignment/',
  what: 'file',
  reopen: 'open the submissions again',
});
