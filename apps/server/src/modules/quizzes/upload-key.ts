import type { SessionUser } from '../../platform/session-user.ts';

/**
 * Where a learner's accepted answer file of a mini assignment is stored: under their own account,
 * course and assignment, so a name given back in an answer can only ever be one of their own files,
 * and at a key no upload address is signed for (uploads go to a grant's own key, ADR 0062).
 */
export function miniAssignmentFileKey(
  user: Pick<SessionUser, 'oid' | 'userId'>,
  ids: { bcid: string; quizid: string },
  fname: string,
): string {
  return `orgs/${user.oid}/mini-assignments/${ids.bcid}/${ids.quizid}/${user.userId}/${fname}`;
}

/** What a mini assignment's upload grant is for. */
export function miniAssignmentUploadScope(ids: { bcid: string; quizid: string }): string {
  return `${ids.bcid}/${ids.quizid}`;
}
