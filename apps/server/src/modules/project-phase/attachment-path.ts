/** Where a project message's attachment is served, to the thread's learner only. */
export function attachmentPath(messageId: number): string {
  return `/files/project/${messageId}`;
}

/** What an attachment's upload grant is for: one objective of one course (ADR 0062). */
export function attachmentUploadScope({ bcid, objid }: { bcid: string; objid: string }): string {
  return `${bcid}/${objid}`;
}

/**
 * Where an accepted attachment lives: a key no upload address was ever signed for (ADRs 0022, 0062), so the
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

/** Where staff who teach the course open the attachment of message `id` of one learner's thread. */
export function reviewAttachmentPath(
  { bcid, objid, eid }: { bcid: string; objid: string; eid: string },
  id: number,
): string {
  return `/files/project-review/${[bcid, objid, eid, String(id)].map(encodeURIComponent).join('/')}`;
}
