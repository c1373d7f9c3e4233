import type { ProjectMessage, ProjectThreadAnswer } from '@aula/contract/project-phase';
import { and, asc, eq } from 'drizzle-orm';
import { projectMessages, projectThreads } from '../../db/schema/project-phase.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { attachmentPath } from './attachment-path.ts';

/** The whole thread of one of the learner's objectives; an objective never written to is empty, in progress. */
export async function readThread(
  db: Db,
  user: SessionUser,
  bcid: string,
  objid: string,
): Promise<ProjectThreadAnswer> {
  const owner = and(
    eq(projectThreads.oid, user.oid),
    eq(projectThreads.eid, user.eid),
    eq(projectThreads.bcid, bcid),
    eq(projectThreads.objid, objid),
  );
  const [thread] = await db.select().from(projectThreads).where(owner).limit(1);
  if (!thread) {
    return {
      objid,
      version: 0,
      changed: true,
      thread: { objStatus: 1, approvedMessageId: null, approvedAt: null, messages: [] },
    };
  }
  const rows = await db
    .select()
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.oid, user.oid),
        eq(projectMessages.eid, user.eid),
        eq(projectMessages.bcid, bcid),
        eq(projectMessages.objid, objid),
      ),
    )
    .orderBy(asc(projectMessages.id));
  const messages: ProjectMessage[] = [];
  const byId = new Map<number, ProjectMessage>();
  for (const row of rows) {
    const parent = row.replyTo === null ? undefined : byId.get(row.replyTo);
    if (parent) {
      parent.reply.push({
        id: row.id,
        uname: row.uname,
        message: row.message,
        postedAt: row.postedAt.toISOString(),
      });
      continue;
    }
    const message: ProjectMessage = {
      id: row.id,
      uname: row.uname,
      mine: row.author === 'learner',
      message: row.message,
      fileName: row.fileName,
      fileUrl: row.fileKey ? attachmentPath(row.id) : null,
      fileType: row.fileType,
      postedAt: row.postedAt.toISOString(),
      reply: [],
    };
    byId.set(row.id, message);
    messages.push(message);
  }
  return {
    objid,
    version: thread.version,
    changed: true,
    thread: {
      objStatus: thread.objStatus,
      approvedMessageId: thread.approvedMessageId,
      approvedAt: thread.approvedAt?.toISOString() ?? null,
      messages,
    },
  };
}
