import { and, eq, sql } from 'drizzle-orm';
import { assessmentAccommodations } from '../../db/schema/accommodations.ts';
import type { Db } from '../../platform/db.ts';
import { type Accommodation, type AssessmentTimes, learnerTimes } from './assessment-window.ts';
import type { AttemptKey } from './attempt-store.ts';

/** The learner's accommodation on the assessment, or null: one key lookup (ADR 0073). */
export async function findAccommodation(db: Db, key: AttemptKey): Promise<Accommodation | null> {
  const [row] = await db
    .select({
      extraMinutes: assessmentAccommodations.extraMinutes,
      windowStart: assessmentAccommodations.windowStart,
      windowEnd: assessmentAccommodations.windowEnd,
    })
    .from(assessmentAccommodations)
    .where(
      and(
        eq(assessmentAccommodations.oid, key.oid),
        eq(assessmentAccommodations.assessid, key.assessid),
        eq(assessmentAccommodations.eid, key.eid),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The assessment's times for the learner of `key`, their accommodation applied. */
export async function timesOfLearner<Times extends AssessmentTimes>(
  db: Db,
  times: Times,
  key: AttemptKey,
): Promise<Times> {
  if (times.quiztype === 'assign') return times;
  return learnerTimes(times, await findAccommodation(db, key));
}

/**
 * The assessment's times as the right answers wait for them: its end moved to the latest end of any
 * learner's accommodation, so that no key is shown while one of them may still answer.
 */
export async function timesOfEveryLearner<Times extends AssessmentTimes>(
  db: Db,
  times: Times,
  { oid, assessid }: Omit<AttemptKey, 'eid'>,
): Promise<Times> {
  if (times.quiztype === 'assign' || times.enddate === null) return times;
  const end = times.enddate.toISOString();
  const [latest] = await db
    .select({
      at: sql`max(extract(epoch from coalesce(${assessmentAccommodations.windowEnd}, ${end}::timestamptz)) * 1000 + ${assessmentAccommodations.extraMinutes} * 60000)`.mapWith(
        Number,
      ),
    })
    .from(assessmentAccommodations)
    .where(and(eq(assessmentAccommodations.oid, oid), eq(assessmentAccommodations.assessid, assessid)));
  const at = latest?.at;
  return at && at > times.enddate.getTime() ? { ...times, enddate: new Date(at) } : times;
}
