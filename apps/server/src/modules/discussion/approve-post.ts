import { and, eq } from 'drizzle-orm';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { auditCourseChange, type StaffChange } from '../audit/index.ts';
import { lockedAnswer, lockedQuestion, type PostRef } from './moderated-post.ts';

const notHeld = () =>
  new AppError('CONFLICT', 'This post is not held for review.', { qid: 'not held for review' });

/**
 * Lets a post held for review into the discussion of a course the member teaches (the question `qid`,
 * or its answer `aid`): every learner reads it from now on. A post not held (approved meanwhile by
 * another member) is refused with 409; the audit line holds why it was held.
 */
export async function approvePost(
  db: Db,
  actor: SessionUser,
  post: PostRef,
  moderation: StaffChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const question = await lockedQuestion(tx, actor.oid, post);
    const row = post.aid === undefined ? question : await lockedAnswer(tx, actor.oid, question.qid, post.aid);
    if (row.heldAt === null) throw notHeld();
    const release = { heldAt: null, heldFor: null };
    if (post.aid === undefined) {
      await tx
        .update(discussionQuestions)
        .set(release)
        .where(and(eq(discussionQuestions.oid, actor.oid), eq(discussionQuestions.qid, question.qid)));
    } else {
      await tx
        .update(discussionAnswers)
        .set(release)
        .where(and(eq(discussionAnswers.oid, actor.oid), eq(discussionAnswers.aid, post.aid)));
    }
    await auditCourseChange(tx, actor, moderation, {
      action: 'discussion.approve',
      bcid: post.bcid,
      before: { qid: post.qid, aid: post.aid ?? null, held: row.heldFor },
      after: { qid: post.qid, aid: post.aid ?? null, held: null },
    });
  });
}
