import { sessionFileAddresses } from '../../platform/session-file-address.ts';

/**
 * Learners' file answers, to staff who teach the assessment: `/files/answer/<assessid>/<eid>/<iid>`
 * (`eid` a participant key under anonymous marking).
 */
export const answerFileAddresses = sessionFileAddresses<
  readonly [assessid: string, eid: string, iid: string]
>({
  scheme: 'aula-answer-file-v1',
  prefix: '/files/answer/',
  what: 'file',
  reopen: 'open the attempt again',
});
