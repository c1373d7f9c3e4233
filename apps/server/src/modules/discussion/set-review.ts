import { and, eq } from 'drizzle-orm';
import { discussionReviews } from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { auditCourseChange, type StaffChange } from '../audit/index.ts';

/**
 * Holds (or stops holding) learners' posts with a link or in a flood for review in a course the member
 * teaches. Posts already held stay held until approved or hidden. A change already made (by another
 * member meanwhile too) writes no audit line.
 */
export async function setReview(
  db: Db,
  actor: SessionUser,
  { bcid, review }: { bcid: string; review: boolean },
  moderation: StaffChange,
): Promise<{ review: boolean }> {
  await db.transaction(async (tx) => {
    const key = { oid: actor.oid, bcid };
    const changed = review
      ? await tx
          .insert(discussionReviews)
          .values({ ...key, setBy: actor.userId, setAt: moderation.at })
          .onConflictDoNothing()
          .returning({ bcid: discussionReviews.bcid })
      : await tx
          .delete(discussionReviews)
          .where(and(eq(discussionReviews.oid, key.oid), eq(discussionReviews.bcid, bcid)))
          .returning({ bcid: discussionReviews.bcid });
    if (changed.length === 0) return;
    await auditCourseChange(tx, actor, moderation, {
      action: 'discussion.review',
      bcid,
      before: { review: !review },
      after: { review },
    });
  });
  return { review };
}
