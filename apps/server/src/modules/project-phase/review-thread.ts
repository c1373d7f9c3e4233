import type { ReviewMessage, ReviewThreadDetail } from '@aula/contract/staff-project';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { projectMessages, projectThreads } from '../../db/schema/project-phase.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { reviewAttachmentPath } from './attachment-path.ts';
import { reviewedObjective } from './review-scope.ts';

export interface ThreadRef {
  bcid: string;
  objid: string;
  eid: string;
}

/** The key columns of one learner's thread of an objective. */
export function threadKey(
  table: typeof projectThreads | typeof projectMessages,
  oid: string,
  ref: ThreadRef,
) {
  return and(
    eq(table.oid, oid),
    eq(table.eid, ref.eid),
    eq(table.bcid, ref.bcid),
    eq(table.objid, ref.objid),
  );
}

/**
 * Learner `eid`'s thread of objective `objid` of batch course `bcid` (the policy has checked the member
 * teaches it) as staff review it: every message oldest first, each staff reply under the message it
 * answers, attachments at addresses that name the thread. A 404 for an objective or thread that is not there.
 */
export async function readReviewThread(db: Db, oid: string, ref: ThreadRef): Promise<ReviewThreadDetail> {
  const objective = await reviewedObjective(db, oid, ref.bcid, ref.objid);
  const [thread] = await db
    .select({ thread: projectThreads, learnerName: users.name })
    .from(projectThreads)
    .leftJoin(users, and(eq(users.oid, projectThreads.oid), eq(users.eid, projectThreads.eid)))
    .where(threadKey(projectThreads, oid, ref))
    .limit(1);
  if (!thread) throw new AppError('NOT_FOUND', 'There is no such thread.', { eid: 'no thread' });
  const rows = await db
    .select()
    .from(projectMessages)
    .where(threadKey(projectMessages, oid, ref))
    .orderBy(asc(projectMessages.id));
  const messages: ReviewMessage[] = [];
  const byId = new Map<number, ReviewMessage>();
  for (const row of rows) {
    const parent = row.replyTo === null ? undefined : byId.get(row.replyTo);
    const posted = {
      id: row.id,
      uname: row.uname,
      message: row.message,
      postedAt: row.postedAt.toISOString(),
    };
    if (parent) {
      parent.replies.push(posted);
      continue;
    }
    const message: ReviewMessage = {
      ...posted,
      author: row.author,
      fileName: row.fileKey ? (row.fileName ?? 'attachment') : null,
      fileUrl: row.fileKey ? reviewAttachmentPath(ref, row.id) : null,
      fileType: row.fileKey ? row.fileType : null,
      replies: [],
    };
    byId.set(row.id, message);
    messages.push(message);
  }
  const { thread: found } = thread;
  return {
    eid: ref.eid,
    objid: ref.objid,
    otitle: objective.otitle,
    learnerName: thread.learnerName ?? ref.eid,
    objStatus: found.objStatus,
    approvedMessageId: found.approvedMessageId,
    approvedAt: found.approvedAt?.toISOString() ?? null,
    version: found.version,
    messages,
  };
}
