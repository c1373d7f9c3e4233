import type { ReleasedMark } from '@aula/contract/assessments';
import { and, eq, isNotNull } from 'drizzle-orm';
import { assessmentMarkings, assessmentMarks } from '../../db/schema/assessment-marks.ts';
import type { Db } from '../../platform/db.ts';
import type { AttemptKey } from './attempt-store.ts';
import { outOf } from './marking-rules.ts';
import { itemsOf } from './policy.ts';

/**
 * What the learner may read of the marking of their attempt (ADR 0072): the total and the marks and
 * comments as last released, never the marks as they stand; null before the first release.
 */
export async function releasedMarksOf(
  db: Db,
  key: AttemptKey,
): Promise<{ score: number; marks: ReleasedMark[] } | null> {
  const [marking] = await db
    .select({ score: assessmentMarkings.releasedScore })
    .from(assessmentMarkings)
    .where(
      and(
        eq(assessmentMarkings.oid, key.oid),
        eq(assessmentMarkings.assessid, key.assessid),
        eq(assessmentMarkings.eid, key.eid),
        isNotNull(assessmentMarkings.releasedAt),
      ),
    );
  if (marking?.score === null || marking?.score === undefined) return null;
  const [items, rows] = await Promise.all([
    itemsOf(db, key.oid, key.assessid),
    db
      .select({
        iid: assessmentMarks.iid,
        mark: assessmentMarks.releasedMark,
        comment: assessmentMarks.releasedComment,
      })
      .from(assessmentMarks)
      .where(
        and(
          eq(assessmentMarks.oid, key.oid),
          eq(assessmentMarks.assessid, key.assessid),
          eq(assessmentMarks.eid, key.eid),
          isNotNull(assessmentMarks.releasedMark),
        ),
      ),
  ]);
  const released = new Map(rows.map((row) => [row.iid, row]));
  const marks = items.flatMap((item, index) => {
    const row = released.get(item.iid);
    if (row?.mark === null || row?.mark === undefined) return [];
    return [
      {
        iid: item.iid,
        n: index + 1,
        mark: row.mark,
        outOf: outOf(item),
        comment: row.comment ?? '',
      },
    ];
  });
  return { score: marking.score, marks };
}
