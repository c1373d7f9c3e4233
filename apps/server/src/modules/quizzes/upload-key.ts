import type { SessionUser } from '../../platform/session-user.ts';

/**
 * Where a learner's answer file of a mini assignment is stored: under their own account, course and
 * assignment, so a name given back in an answer can only ever be one of their own files.
 */
export function miniAssignmentFileKey(
  user: SessionUser,
  ids: { bcid: string; quizid: string },
  fname: string,
): string {
  return `orgs/${user.oid}/mini-assignments/${ids.bcid}/${ids.quizid}/${user.userId}/${fname}`;
}
