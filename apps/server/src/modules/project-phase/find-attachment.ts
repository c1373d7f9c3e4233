import { and, eq, isNotNull } from 'drizzle-orm';
import { projectMessages } from '../../db/schema/project-phase.ts';
import { AppError } from '../../platform/app-error.ts';
import { holdsRole, scopesOf } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/**
 * The attachment of project message `id`, for the learner whose thread holds it, an instructor of its
 * course (bcid) or an admin (ADR 0066). Anyone else is told there is no such file, so the answer never says whose it is.
 */
export async function findAttachment(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({
      eid: projectMessages.eid,
      bcid: projectMessages.bcid,
      fileKey: projectMessages.fileKey,
      fileName: projectMessages.fileName,
      fileType: projectMessages.fileType,
    })
    .from(projectMessages)
    .where(
      and(eq(projectMessages.oid, user.oid), eq(projectMessages.id, id), isNotNull(projectMessages.fileKey)),
    )
    .limit(1);
  if (!row?.fileKey || !row.fileType || (row.eid !== user.eid && !teaches(user, row.bcid))) {
    throw new AppError('NOT_FOUND', 'No such file.');
  }
  return { fileKey: row.fileKey, fileType: row.fileType, fileName: row.fileName ?? 'attachment' };
}

/** An admin, or an instructor of batch course `bcid` (or of every course). */
function teaches(user: SessionUser, bcid: string): boolean {
  if (holdsRole(user, ['admin'])) return true;
  const courses = scopesOf(user, 'instructor');
  return courses === 'all' || courses.includes(bcid);
}
