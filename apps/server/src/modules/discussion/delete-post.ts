import { and, eq } from 'drizzle-orm';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { LearnerCourse } from '../enrolments/index.ts';
import { findQuestion } from './find-question.ts';
import { visibleTo } from './visibility.ts';

const notYours = (field: string) =>
  new AppError('FORBIDDEN', 'You may delete only your own posts.', { [field]: 'not your post' });

/** Deletes the learner's own question with its answers; another learner's question is refused (403). */
export async function deleteQuestion(
  db: Db,
  user: SessionUser,
  course: LearnerCourse,
  qid: string,
): Promise<void> {
  const question = await findQuestion(db, user, course, qid);
  if (question.eid !== user.eid) throw notYours('qid');
  await db
    .delete(discussionQuestions)
    .where(
      and(
        eq(discussionQuestions.oid, user.oid),
        eq(discussionQuestions.qid, question.qid),
        eq(discussionQuestions.eid, user.eid),
      ),
    );
}

/** Deletes the learner's own answer to a question; another learner's answer is refused (403). */
export async function deleteAnswer(
  db: Db,
  user: SessionUser,
  course: LearnerCourse,
  { qid, aid }: { qid: string; aid: string },
): Promise<void> {
  const question = await findQuestion(db, user, course, qid);
  const [answer] = await db
    .select({ eid: discussionAnswers.eid })
    .from(discussionAnswers)
    .where(
      and(
        eq(discussionAnswers.oid, user.oid),
        eq(discussionAnswers.qid, question.qid),
        eq(discussionAnswers.aid, aid),
        visibleTo(discussionAnswers, user),
      ),
    )
    .limit(1);
  if (!answer) throw new AppError('NOT_FOUND', 'There is no such answer.', { aid: 'no such answer' });
  if (answer.eid !== user.eid) throw notYours('aid');
  await db
    .delete(discussionAnswers)
    .where(
      and(
        eq(discussionAnswers.oid, user.oid),
        eq(discussionAnswers.aid, aid),
        eq(discussionAnswers.eid, user.eid),
      ),
    );
}
