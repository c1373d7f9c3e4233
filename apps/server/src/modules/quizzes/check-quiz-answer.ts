import type { QuestionReview, QuizAnswer } from '@aula/contract/quizzes';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertQuizOfCourse } from './policy.ts';
import { checkAnswerShape, reviewOf } from './score-quiz.ts';

/**
 * Formative feedback on one question of a qtype 0 quiz, after the learner submits it: the only flow
 * that shows a question's right answer before the end. Other quiz types refuse, so their key stays
 * on the server.
 */
export async function checkQuizAnswer(
  db: Db,
  user: SessionUser,
  body: { bcid: string; quizid: string; index: number; response: QuizAnswer },
): Promise<QuestionReview> {
  const { quiz } = await assertQuizOfCourse(db, user, body, 'quiz');
  if (quiz.qtype !== 0) {
    throw new AppError('FORBIDDEN', 'This quiz gives its answers only at the end.', {
      quizid: 'not formative',
    });
  }
  const item = quiz.qitems[body.index];
  if (!item)
    throw new AppError('VALIDATION_FAILED', 'There is no such question.', { index: 'no such question' });
  checkAnswerShape(item, body.response, 'response');
  return reviewOf(item, body.response);
}
