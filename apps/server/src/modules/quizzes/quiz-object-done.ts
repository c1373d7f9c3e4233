import { and, eq } from 'drizzle-orm';
import { miniAssignments, quizAttempts } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';

/**
 * Whether the learner has finished quiz object `quizid` of batch course `bcid` by its own rule, so that
 * it may be marked complete: a quiz submitted and passed (a formative or summative quiz passes when
 * submitted; a cutoff quiz at its cutoff or after a retry), or a mini assignment submitted.
 */
export async function isQuizObjectDone(
  db: Db,
  { oid, eid, bcid, quizid }: { oid: string; eid: string; bcid: string; quizid: string },
): Promise<boolean> {
  const [attempt] = await db
    .select({ passed: quizAttempts.passed })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.oid, oid),
        eq(quizAttempts.eid, eid),
        eq(quizAttempts.bcid, bcid),
        eq(quizAttempts.quizid, quizid),
      ),
    )
    .limit(1);
  if (attempt?.passed) return true;
  const [submitted] = await db
    .select({ edited: miniAssignments.edited })
    .from(miniAssignments)
    .where(
      and(
        eq(miniAssignments.oid, oid),
        eq(miniAssignments.eid, eid),
        eq(miniAssignments.bcid, bcid),
        eq(miniAssignments.quizid, quizid),
      ),
    )
    .limit(1);
  return submitted !== undefined;
}
