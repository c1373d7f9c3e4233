import { and, eq } from 'drizzle-orm';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { auditCourseChange, type StaffChange } from '../audit/index.ts';
import { lockedAnswer, lockedQuestion, type PostRef } from './moderated-post.ts';

type Hidden = { hiddenAt: Date | null; hiddenBy: string | null; hiddenReason: string | null };

const stateOf = (row: Hidden) => ({
  hidden: row.hiddenAt !== null,
  reason: row.hiddenReason,
});

/**
 * Hides a post of a course the member teaches with `reason` (`hidden` set), or shows it again (null):
 * the question `qid`, or its answer `aid`. The post itself is kept: its author still reads it, marked
 * hidden with the reason; the audit line holds the state before and after.
 */
export async function setPostHidden(
  db: Db,
  actor: SessionUser,
  post: PostRef,
  reason: string | null,
  moderation: StaffChange,
): Promise<void> {
  const change: Hidden =
    reason === null
      ? { hiddenAt: null, hiddenBy: null, hiddenReason: null }
      : { hiddenAt: moderation.at, hiddenBy: actor.userId, hiddenReason: reason.trim() };
  await db.transaction(async (tx) => {
    const question = await lockedQuestion(tx, actor.oid, post);
    let before: Hidden = question;
    if (post.aid === undefined) {
      await tx
        .update(discussionQuestions)
        .set(change)
        .where(and(eq(discussionQuestions.oid, actor.oid), eq(discussionQuestions.qid, question.qid)));
    } else {
      before = await lockedAnswer(tx, actor.oid, question.qid, post.aid);
      await tx
        .update(discussionAnswers)
        .set(change)
        .where(and(eq(discussionAnswers.oid, actor.oid), eq(discussionAnswers.aid, post.aid)));
    }
    await auditCourseChange(tx, actor, moderation, {
      action: reason === null ? 'discussion.unhide' : 'discussion.hide',
      bcid: post.bcid,
      before: { qid: post.qid, aid: post.aid ?? null, ...stateOf(before) },
      after: { qid: post.qid, aid: post.aid ?? null, ...stateOf(change) },
    });
  });
}
