import { and, eq } from 'drizzle-orm';
import { discussionQuestions } from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { auditCourseChange, type StaffChange } from '../audit/index.ts';
import { lockedQuestion } from './moderated-post.ts';

/** Locks question `qid` of a course the member teaches (learners may not answer it), or unlocks it. Audited. */
export async function lockThread(
  db: Db,
  actor: SessionUser,
  body: { bcid: string; qid: string; locked: boolean },
  moderation: StaffChange,
): Promise<{ locked: boolean }> {
  await db.transaction(async (tx) => {
    const question = await lockedQuestion(tx, actor.oid, body);
    await tx
      .update(discussionQuestions)
      .set({ locked: body.locked })
      .where(and(eq(discussionQuestions.oid, actor.oid), eq(discussionQuestions.qid, question.qid)));
    await auditCourseChange(tx, actor, moderation, {
      action: body.locked ? 'discussion.lock' : 'discussion.unlock',
      bcid: body.bcid,
      before: { qid: question.qid, locked: question.locked },
      after: { qid: question.qid, locked: body.locked },
    });
  });
  return { locked: body.locked };
}
