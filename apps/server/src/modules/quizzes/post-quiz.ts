import { type QuizAnswer, type QuizResult, quizMessages } from '@aula/contract/quizzes';
import { and, eq } from 'drizzle-orm';
import { quizAttempts } from '../../db/schema/quiz-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertQuizOfCourse } from './policy.ts';
import { findAttempt, resultOf } from './quiz-result.ts';
import { cutoffOf, scoreQuiz } from './score-quiz.ts';

/**
 * The spec's POST_QUIZ, scored here: every question answered. A summative quiz (qtype 1) is
 * submitted once; a cutoff quiz (qtype 2) is passed at or above its cutoff, or on any try after the
 * first ('after a retry'), and stays passed; a formative quiz (qtype 0) is complete when submitted.
 */
export async function postQuiz(
  db: Db,
  user: SessionUser,
  body: { bcid: string; quizid: string; responses: QuizAnswer[] },
  now: Date,
): Promise<QuizResult> {
  const { quiz } = await assertQuizOfCourse(db, user, body, 'quiz');
  const { score, total, percent } = scoreQuiz(quiz.qitems, body.responses);
  const previous = await findAttempt(db, user, body.bcid, body.quizid);
  if (previous && quiz.qtype === 1) throw new AppError('CONFLICT', quizMessages.alreadySubmitted);

  const attempts = (previous?.attempts ?? 0) + 1;
  const passed =
    quiz.qtype !== 2 || previous?.passed === true || attempts > 1 || percent >= cutoffOf(quiz.cutoff);
  const row = { responses: body.responses, score, total, percent, passed, attempts, submittedAt: now };
  const key = { oid: user.oid, eid: user.eid, bcid: body.bcid, quizid: body.quizid };
  // Two submissions at once: the row's attempt count is the guard, so neither is lost or counted twice.
  const [stored] = previous
    ? await db
        .update(quizAttempts)
        .set(row)
        .where(
          and(
            eq(quizAttempts.oid, key.oid),
            eq(quizAttempts.eid, key.eid),
            eq(quizAttempts.bcid, key.bcid),
            eq(quizAttempts.quizid, key.quizid),
            eq(quizAttempts.attempts, previous.attempts),
          ),
        )
        .returning()
    : await db
        .insert(quizAttempts)
        .values({ ...key, ...row })
        .onConflictDoNothing()
        .returning();
  if (!stored) throw new AppError('CONFLICT', 'The quiz was submitted twice at once; please try again.');
  return resultOf(quiz, stored);
}
