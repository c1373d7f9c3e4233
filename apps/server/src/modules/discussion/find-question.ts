import { and, eq } from 'drizzle-orm';
import { discussionQuestions } from '../../db/schema/discussion.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { LearnerCourse } from '../enrolments/index.ts';
import { visibleTo } from './visibility.ts';

export type QuestionRow = typeof discussionQuestions.$inferSelect;

/**
 * A question of this batch course's discussion that the learner may read, or a 404 (a question of
 * another course, or another learner's question that staff hid, is not found).
 */
export async function findQuestion(
  db: Db,
  user: SessionUser,
  course: LearnerCourse,
  qid: string,
): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(discussionQuestions)
    .where(
      and(
        eq(discussionQuestions.oid, user.oid),
        eq(discussionQuestions.bcid, course.bcid),
        eq(discussionQuestions.qid, qid),
        visibleTo(discussionQuestions, user),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such question.', { qid: 'no such question' });
  return row;
}
