import { and, eq } from 'drizzle-orm';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';

export type QuestionRow = typeof discussionQuestions.$inferSelect;
export type AnswerRow = typeof discussionAnswers.$inferSelect;

/** A post staff act on: `qid` of batch course `bcid`, or its answer `aid`. */
export interface PostRef {
  bcid: string;
  qid: string;
  aid?: string | undefined;
}

/**
 * Question `qid` of batch course `bcid` (which the policy has checked the member teaches), locked for
 * the change's transaction; a question of another course is not found (404).
 */
export async function lockedQuestion(db: Db, oid: string, { bcid, qid }: PostRef): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(discussionQuestions)
    .where(
      and(
        eq(discussionQuestions.oid, oid),
        eq(discussionQuestions.bcid, bcid),
        eq(discussionQuestions.qid, qid),
      ),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'There is no such question.', { qid: 'no such question' });
  return row;
}

/** Answer `aid` of that question, locked for the change's transaction, or a 404. */
export async function lockedAnswer(db: Db, oid: string, qid: string, aid: string): Promise<AnswerRow> {
  const [row] = await db
    .select()
    .from(discussionAnswers)
    .where(
      and(eq(discussionAnswers.oid, oid), eq(discussionAnswers.qid, qid), eq(discussionAnswers.aid, aid)),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'There is no such answer.', { aid: 'no such answer' });
  return row;
}
