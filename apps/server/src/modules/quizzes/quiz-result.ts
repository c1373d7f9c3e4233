import type { QuizResult } from '@aula/contract/quizzes';
import { and, eq } from 'drizzle-orm';
import { quizAttempts } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { QuizRow } from './policy.ts';
import { showsAnswers, triesLeft } from './quiz-tries.ts';
import { reviewOf } from './score-quiz.ts';

export type AttemptRow = typeof quizAttempts.$inferSelect;

export async function findAttempt(
  db: Db,
  user: SessionUser,
  bcid: string,
  quizid: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.oid, user.oid),
        eq(quizAttempts.eid, user.eid),
        eq(quizAttempts.bcid, bcid),
        eq(quizAttempts.quizid, quizid),
      ),
    );
  return row;
}

/**
 * The learner's result as the flow shows it: the answers review (of the best try) for qtype 0 and 1
 * (the learner has seen or asked for it), and for qtype 2 only once a try reached the cutoff, so a
 * failed try, or a pass granted by the retry rule, never hands out the key (ADR 0061).
 */
export function resultOf(quiz: QuizRow, attempt: AttemptRow): QuizResult {
  const showAnswers = showsAnswers(quiz, attempt);
  return {
    score: attempt.score,
    total: attempt.total,
    percent: attempt.percent,
    passed: attempt.passed,
    passedByRetry: attempt.passed && !showAnswers,
    attempts: attempt.attempts,
    triesLeft: triesLeft(quiz, attempt),
    ...(showAnswers
      ? { answers: quiz.qitems.map((item, index) => reviewOf(item, attempt.responses[index] ?? [])) }
      : {}),
  };
}
