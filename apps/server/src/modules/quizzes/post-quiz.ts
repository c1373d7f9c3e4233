import type { QuizAnswer, QuizResult } from '@aula/contract/quizzes';
import { and, eq } from 'drizzle-orm';
import { quizAttempts } from '../../db/schema/quiz-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertQuizOfCourse } from './policy.ts';
import { findAttempt, resultOf } from './quiz-result.ts';
import { assertTryAllowed, isPassed } from './quiz-tries.ts';
import { scoreQuiz } from './score-quiz.ts';

/**
 * The spec's POST_QUIZ, scored here: every question answered. Each qtype takes a capped number of
 * tries (quiz-tries.ts, ADR 0061): a summative quiz (qtype 1) and a formative one (qtype 0) one, a
 * cutoff quiz (qtype 2) three, and none once passed by its score. The recorded score is the best try's,
 * with that try's answers. A cutoff quiz is passed at or above its cutoff, or on any try after the
 * first ('after a retry'), and stays passed; a formative quiz is complete when submitted.
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
  assertTryAllowed(quiz, previous);

  const attempts = (previous?.attempts ?? 0) + 1;
  const best =
    previous && previous.percent >= percent
      ? {
          responses: previous.responses,
          score: previous.score,
          total: previous.total,
          percent: previous.percent,
        }
      : { responses: body.responses, score, total, percent };
  const passed = previous?.passed === true || isPassed(quiz, attempts, best.percent);
  const row = { ...best, passed, attempts, submittedAt: now };
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
