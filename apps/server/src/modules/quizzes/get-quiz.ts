import type { Output } from '@aula/contract/operation';
import type { getQuiz as getQuizOperation } from '@aula/contract/quizzes';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertQuizOfCourse } from './policy.ts';
import { findAttempt, resultOf } from './quiz-result.ts';
import { cutoffOf, questionOf } from './score-quiz.ts';

/** The spec's GET_QUIZ: the questions without their answers, the cutoff and the learner's last result. */
export async function getQuiz(
  db: Db,
  user: SessionUser,
  ids: { bcid: string; quizid: string },
): Promise<Output<typeof getQuizOperation>> {
  const { quiz } = await assertQuizOfCourse(db, user, ids, 'quiz');
  const attempt = await findAttempt(db, user, ids.bcid, ids.quizid);
  return {
    quizid: quiz.quizid,
    qtype: quiz.qtype,
    cutoff: cutoffOf(quiz.cutoff),
    qitems: quiz.qitems.map(questionOf),
    result: attempt ? resultOf(quiz, attempt) : null,
  };
}
