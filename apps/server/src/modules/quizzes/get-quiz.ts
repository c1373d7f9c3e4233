import type { Output } from '@aula/contract/operation';
import type { getQuiz as getQuizOperation } from '@aula/contract/quizzes';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertQuizOfCourse } from './policy.ts';
import { findAttempt, resultOf } from './quiz-result.ts';
import { cutoffOf, questionOf } from './score-quiz.ts';

/**
 * The spec's GET_QUIZ: the questions without their answers (their pictures signed by `sign` for the
 * learner, once the quiz is theirs), the cutoff and the learner's last result. A mini assignment
 * (qtype 3) answers its type and questions too; its answers are GET_ASSIGNMENT_DATA's.
 */
export async function getQuiz(
  db: Db,
  user: SessionUser,
  ids: { bcid: string; quizid: string },
  sign: (path: string) => string,
): Promise<Output<typeof getQuizOperation>> {
  const { quiz } = await assertQuizOfCourse(db, user, ids, 'either');
  const attempt = quiz.qtype === 3 ? undefined : await findAttempt(db, user, ids.bcid, ids.quizid);
  return {
    quizid: quiz.quizid,
    qtype: quiz.qtype,
    cutoff: cutoffOf(quiz.cutoff),
    qitems: quiz.qitems.map((item) => questionOf(item, sign)),
    result: attempt ? resultOf(quiz, attempt) : null,
  };
}
