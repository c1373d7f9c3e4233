import type { Answer, Attempt } from '@aula/contract/assessments';
import { and, asc, eq } from 'drizzle-orm';
import { assessmentAnswers, assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import type { Db } from '../../platform/db.ts';
import { isAnswered, scoreOf } from './answer-rules.ts';
import type { ItemRow } from './question-view.ts';

export type AttemptRow = typeof assessmentAttempts.$inferSelect;

/** The attempt's key: one learner's attempt at one assessment. */
export interface AttemptKey {
  oid: string;
  assessid: string;
  eid: string;
}

export const attemptWhere = ({ oid, assessid, eid }: AttemptKey) =>
  and(
    eq(assessmentAttempts.oid, oid),
    eq(assessmentAttempts.assessid, assessid),
    eq(assessmentAttempts.eid, eid),
  );

export async function findAttempt(db: Db, key: AttemptKey): Promise<AttemptRow | undefined> {
  const [attempt] = await db.select().from(assessmentAttempts).where(attemptWhere(key)).limit(1);
  return attempt;
}

/** Every answer of the attempt that answers its question (blank ones are dropped), by iid. */
export async function answersOf(db: Db, { oid, assessid, eid }: AttemptKey): Promise<Map<string, Answer>> {
  const rows = await db
    .select({ iid: assessmentAnswers.iid, answer: assessmentAnswers.answer })
    .from(assessmentAnswers)
    .where(
      and(
        eq(assessmentAnswers.oid, oid),
        eq(assessmentAnswers.assessid, assessid),
        eq(assessmentAnswers.eid, eid),
      ),
    )
    .orderBy(asc(assessmentAnswers.iid));
  return new Map(rows.filter((row) => isAnswered(row.answer)).map((row) => [row.iid, row.answer]));
}

/** The attempt as the learner's screen reads it, its answers in the order of the questions. */
export function attemptView(
  attempt: Pick<AttemptRow, 'status' | 'lastSavedAt'>,
  items: readonly ItemRow[],
  answers: ReadonlyMap<string, Answer>,
): Attempt {
  return {
    status: attempt.status,
    response: items.flatMap((item) => {
      const answer = answers.get(item.iid);
      return answer ? [answer] : [];
    }),
    lastSavedAt: attempt.lastSavedAt?.toISOString() ?? null,
  };
}

export interface Submission {
  now: Date;
  quiztype: 'assess' | 'assign';
  items: readonly ItemRow[];
  device?: string;
  seq?: number;
}

/**
 * Submits a draft: status 1, the submission time and, for an assessment, the score of its saved answers.
 * Call it inside a transaction (`tx`): it first locks the attempt row, as every save does (the full
 * path's `select ... for update`, the fast path's update of the row), so the answers it scores are
 * all those of the saves that committed before it, and no save commits between that read and the
 * submission. Only a draft changes (`status = 0`), so an attempt is submitted and scored exactly once
 * however many servers or requests try. Answers whether this call submitted it.
 */
export async function submitAttempt(tx: Db, key: AttemptKey, submission: Submission): Promise<boolean> {
  const [draft] = await tx
    .select({ status: assessmentAttempts.status })
    .from(assessmentAttempts)
    .where(attemptWhere(key))
    .for('update');
  if (draft?.status !== 0) return false;
  const answers = await answersOf(tx, key);
  const score = submission.quiztype === 'assess' ? scoreOf(submission.items, answers) : null;
  const submitted = await tx
    .update(assessmentAttempts)
    .set({
      status: 1,
      score,
      submittedAt: submission.now,
      submitDevice: submission.device ?? null,
      submitSeq: submission.seq ?? null,
    })
    .where(and(attemptWhere(key), eq(assessmentAttempts.status, 0)))
    .returning({ status: assessmentAttempts.status });
  return submitted.length === 1;
}
