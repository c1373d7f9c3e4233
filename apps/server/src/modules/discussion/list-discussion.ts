import {
  type Discussion,
  type DiscussionCursor,
  type DiscussionQuestion,
  discussionPageSize,
} from '@aula/contract/discussion';
import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { LearnerCourse } from '../enrolments/index.ts';
import { hiddenOf, isOwnPost, visibleTo } from './visibility.ts';

/** Questions that come after `cursor` in the discussion's order (newest first, then by qid). */
function after(cursor: DiscussionCursor) {
  const postedAt = new Date(cursor.postedAt);
  return or(
    lt(discussionQuestions.postedAt, postedAt),
    and(eq(discussionQuestions.postedAt, postedAt), lt(discussionQuestions.qid, cursor.qid)),
  );
}

/**
 * A page of the discussion of a batch course: `discussionPageSize` questions, newest first (those
 * after `cursor` when given), each with all its answers oldest first, and where the next page starts.
 * Every classmate reads it, so no answer carries the whole discussion. Posts staff hid, and posts held
 * for review, reach only their authors (visibility.ts).
 */
export async function listDiscussion(
  db: Db,
  user: SessionUser,
  course: LearnerCourse,
  cursor?: DiscussionCursor,
): Promise<Discussion> {
  const rows = await db
    .select()
    .from(discussionQuestions)
    .where(
      and(
        eq(discussionQuestions.oid, user.oid),
        eq(discussionQuestions.bcid, course.bcid),
        visibleTo(discussionQuestions, user),
        cursor ? after(cursor) : undefined,
      ),
    )
    .orderBy(desc(discussionQuestions.postedAt), desc(discussionQuestions.qid))
    .limit(discussionPageSize + 1);
  const questions = rows.slice(0, discussionPageSize);
  const last = questions.at(-1);
  const next =
    rows.length > discussionPageSize && last
      ? { postedAt: last.postedAt.toISOString(), qid: last.qid }
      : null;
  const answers =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(discussionAnswers)
          .where(
            and(
              eq(discussionAnswers.oid, user.oid),
              inArray(
                discussionAnswers.qid,
                questions.map((question) => question.qid),
              ),
              visibleTo(discussionAnswers, user),
            ),
          )
          .orderBy(asc(discussionAnswers.postedAt), asc(discussionAnswers.aid));
  const byQuestion = new Map<string, DiscussionQuestion>(
    questions.map((row) => [
      row.qid,
      {
        qid: row.qid,
        question: row.question,
        username: row.username,
        mine: isOwnPost(row, user),
        staff: row.authorKind === 'staff',
        postedAt: row.postedAt.toISOString(),
        hidden: hiddenOf(row),
        held: row.heldAt !== null,
        locked: row.locked,
        answers: [],
      },
    ]),
  );
  for (const row of answers) {
    byQuestion.get(row.qid)?.answers.push({
      aid: row.aid,
      answer: row.answer,
      username: row.username,
      mine: isOwnPost(row, user),
      staff: row.authorKind === 'staff',
      postedAt: row.postedAt.toISOString(),
      hidden: hiddenOf(row),
      held: row.heldAt !== null,
    });
  }
  return { bcid: course.bcid, bpid: course.bpid, discussion: [...byQuestion.values()], next };
}
