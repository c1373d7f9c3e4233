import type { ProjectThreadAnswer } from '@aula/contract/project-phase';
import { and, eq, sql } from 'drizzle-orm';
import { projectMessages, projectThreads } from '../../db/schema/project-phase.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { acceptAttachment } from './accept-attachment.ts';
import { ensureThread } from './ensure-thread.ts';
import { limitProjectWrites } from './message-limit.ts';
import { openObjective } from './open-objective.ts';
import { readThread } from './read-thread.ts';

export interface OutgoingMessage {
  bcid: string;
  objid: string;
  projectObj: {
    message: string;
    fileName?: string | undefined;
    fileUrlName?: string | undefined;
    clientId?: string | undefined;
  };
}

/** Whether the learner's thread already holds the message their device numbered `clientId` (a retry). */
async function sentBefore(
  db: Db,
  user: SessionUser,
  thread: { bcid: string; objid: string },
  clientId?: string,
) {
  if (clientId === undefined) return false;
  const [row] = await db
    .select({ id: projectMessages.id })
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.oid, user.oid),
        eq(projectMessages.eid, user.eid),
        eq(projectMessages.clientId, clientId),
        eq(projectMessages.bcid, thread.bcid),
        eq(projectMessages.objid, thread.objid),
      ),
    );
  return row !== undefined;
}

/**
 * Adds the learner's message (with its checked attachment, where the objective takes files) to their
 * thread of an open objective, and moves the thread's version on so every screen polling it reloads.
 * A send retried after its answer was lost (the same `clientId`) adds nothing and answers the thread.
 */
export async function sendMessage(
  db: Db,
  files: FileStore,
  user: SessionUser,
  { bcid, objid, projectObj }: OutgoingMessage,
  now: Date,
): Promise<ProjectThreadAnswer> {
  if (await sentBefore(db, user, { bcid, objid }, projectObj.clientId)) {
    return readThread(db, user, bcid, objid);
  }
  const { objective } = await openObjective(db, user, bcid, objid);
  if (projectObj.fileUrlName && !objective.fileEnable) {
    throw new AppError('CONFLICT', 'This objective takes no attachments.', { fileUrlName: 'no attachments' });
  }
  await limitProjectWrites(db, user, 'message', now);
  const attachment = projectObj.fileUrlName
    ? await acceptAttachment({ db, files }, user, { bcid, objid }, projectObj.fileUrlName, now)
    : null;
  await ensureThread(db, user, bcid, objid);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(projectMessages)
      .values({
        oid: user.oid,
        eid: user.eid,
        bcid,
        objid,
        author: 'learner',
        uname: user.name,
        message: projectObj.message.trim(),
        fileName: attachment ? (projectObj.fileName ?? null) : null,
        fileKey: attachment?.fileKey ?? null,
        fileType: attachment?.fileType ?? null,
        postedAt: now,
        clientId: projectObj.clientId ?? null,
      })
      // A retry racing the first send: the unique index keeps one, and the thread stays as it is.
      .onConflictDoNothing()
      .returning({ id: projectMessages.id });
    if (added.length === 0) return;
    await tx
      .update(projectThreads)
      .set({ version: sql`${projectThreads.version} + 1` })
      .where(
        and(
          eq(projectThreads.oid, user.oid),
          eq(projectThreads.eid, user.eid),
          eq(projectThreads.bcid, bcid),
          eq(projectThreads.objid, objid),
        ),
      );
  });
  return readThread(db, user, bcid, objid);
}
