import { and, eq, isNull, or } from 'drizzle-orm';
import type { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/*
 * What a learner may read of the discussion (ADR 0074): every post staff have not hidden and that is
 * not held for review, and their own hidden or held posts (marked so, a hidden one with the reason).
 * Another learner's hidden or held post is left out in SQL, so it reaches no learner but its author,
 * not even as a count.
 */

type Post = typeof discussionQuestions | typeof discussionAnswers;

/** Whether a post's author is this learner (a staff post is nobody's own on the learner's side). */
export function isOwnPost(row: { eid: string; authorKind: 'learner' | 'staff' }, user: SessionUser): boolean {
  return row.authorKind === 'learner' && row.eid === user.eid;
}

/** The condition on `table`'s rows that the learner may read. */
export function visibleTo(table: Post, user: SessionUser) {
  return or(
    and(isNull(table.hiddenAt), isNull(table.heldAt)),
    and(eq(table.authorKind, 'learner'), eq(table.eid, user.eid)),
  );
}

/** The `hidden` field of a post as its author reads it. */
export function hiddenOf(row: { hiddenAt: Date | null; hiddenReason: string | null }) {
  return row.hiddenAt ? { reason: row.hiddenReason ?? '' } : null;
}
