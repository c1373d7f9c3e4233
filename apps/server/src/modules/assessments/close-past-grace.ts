import type { Db } from '../../platform/db.ts';
import { isPastGrace } from './assessment-window.ts';
import { type AttemptKey, type AttemptRow, findAttempt, submitAttempt } from './attempt-store.ts';
import type { AssessmentRow } from './policy.ts';
import { itemsOf } from './policy.ts';

/**
 * A draft whose assessment ended more than the grace ago is submitted with the answers it has, the
 * first time anyone reads it (so it is scored exactly once, without a timer on any server). It is
 * closed and scored in one transaction holding the attempt's row lock, as saves take it: a save
 * accepted inside the grace either commits before and is scored, or finds the attempt submitted
 * (issue 20). Answers the attempt as it stands afterwards.
 */
export async function closePastGrace(
  db: Db,
  assessment: AssessmentRow,
  attempt: AttemptRow | undefined,
  key: AttemptKey,
  now: Date,
): Promise<AttemptRow | undefined> {
  if (!attempt || attempt.status === 1 || !isPastGrace(assessment, now)) return attempt;
  const items = await itemsOf(db, key.oid, key.assessid);
  await db.transaction((tx) => submitAttempt(tx, key, { now, quiztype: assessment.quiztype, items }));
  return findAttempt(db, key);
}
