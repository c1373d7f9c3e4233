import { type StaffDiscussionThread, staffDiscussionPageSize } from '@aula/contract/staff-discussion';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { holdsPosts } from './held-for-review.ts';

type Row = Pick<
  typeof discussionAnswers.$inferSelect,
  'username' | 'authorKind' | 'postedAt' | 'hiddenAt' | 'hiddenBy' | 'hiddenReason' | 'heldAt' | 'heldFor'
>;

/** What staff read of a post: every post, a hidden one with when, by whom and why, a held one since when and why. */
function staffPost(row: Row, names: Map<string, string>) {
  return {
    username: row.username,
    authorKind: row.authorKind,
    postedAt: row.postedAt.toISOString(),
    hidden: row.hiddenAt
      ? {
          at: row.hiddenAt.toISOString(),
          by: names.get(row.hiddenBy ?? '') ?? '',
          reason: row.hiddenReason ?? '',
        }
      : null,
    held: row.heldAt && row.heldFor ? { at: row.heldAt.toISOString(), for: row.heldFor } : null,
  };
}

/** The names of the staff accounts that hid any of `rows`, by account id. */
async function hidersOf(db: Db, oid: string, rows: Row[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.hiddenBy ? [row.hiddenBy] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.oid, oid), inArray(users.id, ids)));
  return new Map(found.map((user) => [user.id, user.name]));
}

/**
 * A page of the discussion of batch course `bcid` (the policy has checked the member teaches it), as
 * staff moderate it: questions newest first with every answer oldest first, hidden and held posts
 * included; and whether the course holds posts for review.
 */
export async function listCourseDiscussion(
  db: Db,
  actor: SessionUser,
  { bcid, page }: { bcid: string; page: number },
): Promise<{ review: boolean; rows: StaffDiscussionThread[]; total: number }> {
  const ofCourse = and(eq(discussionQuestions.oid, actor.oid), eq(discussionQuestions.bcid, bcid));
  const [counted] = await db.select({ total: count() }).from(discussionQuestions).where(ofCourse);
  const questions = await db
    .select()
    .from(discussionQuestions)
    .where(ofCourse)
    .orderBy(desc(discussionQuestions.postedAt), desc(discussionQuestions.qid))
    .limit(staffDiscussionPageSize)
    .offset(page * staffDiscussionPageSize);
  const answers =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(discussionAnswers)
          .where(
            and(
              eq(discussionAnswers.oid, actor.oid),
              inArray(
                discussionAnswers.qid,
                questions.map((question) => question.qid),
              ),
            ),
          )
          .orderBy(asc(discussionAnswers.postedAt), asc(discussionAnswers.aid));
  const names = await hidersOf(db, actor.oid, [...questions, ...answers]);
  const threads = new Map<string, StaffDiscussionThread>(
    questions.map((row) => [
      row.qid,
      { qid: row.qid, question: row.question, ...staffPost(row, names), locked: row.locked, answers: [] },
    ]),
  );
  for (const row of answers) {
    threads.get(row.qid)?.answers.push({ aid: row.aid, answer: row.answer, ...staffPost(row, names) });
  }
  return {
    review: await holdsPosts(db, actor.oid, bcid),
    rows: [...threads.values()],
    total: counted?.total ?? 0,
  };
}
