import { and, eq } from 'drizzle-orm';
import { quizzes } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { LearnerCourse } from '../enrolments/index.ts';
import { assertObjectReachable } from '../progress/index.ts';

export type QuizRow = typeof quizzes.$inferSelect;

/**
 * Quiz `quizid` of batch course `bcid`, when the course is the learner's and the quiz is one of its
 * learning objects that the learner may open now, by the player's rule (assertObjectReachable: not in
 * a disabled unit, and reached in the course's order); otherwise the player's 404, 403 or 409, or a
 * 404 for a quiz of another course. `kind` keeps quizzes and mini assignments (qtype 3) to their own operations; `either` is
 * for reading a quiz object whose type the player does not know yet.
 */
export async function assertQuizOfCourse(
  db: Db,
  user: SessionUser,
  { bcid, quizid }: { bcid: string; quizid: string },
  kind: 'quiz' | 'mini assignment' | 'either',
): Promise<{ course: LearnerCourse; quiz: QuizRow }> {
  const course = await assertObjectReachable(db, user, { bcid, objid: quizid });
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.oid, user.oid), eq(quizzes.quizid, quizid), eq(quizzes.tid, course.tid)));
  const isMini = quiz?.qtype === 3;
  if (!quiz || (kind !== 'either' && isMini !== (kind === 'mini assignment'))) {
    const what = kind === 'mini assignment' ? kind : 'quiz';
    throw new AppError('NOT_FOUND', `There is no such ${what} in this course.`, {
      quizid: `no such ${what}`,
    });
  }
  return { course, quiz };
}
