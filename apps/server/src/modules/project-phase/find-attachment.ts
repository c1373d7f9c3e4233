import { and, eq, isNotNull } from 'drizzle-orm';
import { projectMessages } from '../../db/schema/project-phase.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/**
 * The attachment of project message `id`, for the learner whose thread holds it (staff open it at an
 * address naming the thread: review-file.ts, ADR 0075). Anyone else is told there is no such file, so
 * the answer never says whose it is.
 */
export async function findAttachment(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({
      eid: projectMessages.eid,
      fileKey: projectMessages.fileKey,
      fileName: projectMessages.fileName,
      fileType: projectMessages.fileType,
    })
    .from(projectMessages)
    .where(
      and(eq(projectMessages.oid, user.oid), eq(projectMessages.id, id), isNotNull(projectMessages.fileKey)),
    )
    .limit(1);
  if (!row?.fileKey || !row.fileType || row.eid !== user.eid) {
    throw new AppError('NOT_FOUND', 'No such file.');
  }
  return { fileKey: row.fileKey, fileType: row.fileType, fileName: row.fileName ?? 'attachment' };
}
