/** Where a project message's attachment is served, to the thread's learner and staff only. */
export function attachmentPath(messageId: number): string {
  return `/files/project/${messageId}`;
}

/**
 * Where an attachment waits between its PUT and its message: under the account's id, named by a
 * random stored name, so no learner can name another's upload.
 */
export function uploadKey(oid: string, userId: string, fileUrlName: string): string {
  return `orgs/${oid}/private/project-uploads/${userId}/${fileUrlName}`;
}

/**
 * Where an accepted attachment lives: a key no upload address was ever signed for (ADR 0022), so the
 * file staff open is the one that was checked.
 */
export function attachmentKey(
  oid: string,
  bcid: string,
  userId: string,
  objid: string,
  name: string,
): string {
  return `orgs/${oid}/private/project/${bcid}/${userId}/${objid}/${name}`;
}
