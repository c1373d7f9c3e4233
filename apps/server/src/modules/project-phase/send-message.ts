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
  projectObj: { message: string; fileName?: string | undefined; fileUrlName?: string | undefined };
}

/**
 * Adds the learner's message (with its checked attachment, where the objective takes files) to their
 * thread of an open objective, and moves the thread's version on so every screen polling it reloads.
 */
export async function sendMessage(
  db: Db,
  files: FileStore,
  user: SessionUser,
  { bcid, objid, projectObj }: OutgoingMessage,
  now: Date,
): Promise<ProjectThreadAnswer> {
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
    await tx.insert(projectMessages).values({
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
    });
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
