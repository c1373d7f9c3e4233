import { and, eq } from 'drizzle-orm';
import { scormAttempts } from '../../db/schema/scorm.ts';
import type { Db } from '../../platform/db.ts';

export type ScormAttempt = typeof scormAttempts.$inferSelect;

/** The learner's stored CMI data for one SCORM object of a batch course, if they ever committed any. */
export async function findAttempt(
  db: Db,
  { oid, eid, bcid, objid }: { oid: string; eid: string; bcid: string; objid: string },
): Promise<ScormAttempt | undefined> {
  const [attempt] = await db
    .select()
    .from(scormAttempts)
    .where(
      and(
        eq(scormAttempts.oid, oid),
        eq(scormAttempts.eid, eid),
        eq(scormAttempts.bcid, bcid),
        eq(scormAttempts.objid, objid),
      ),
    )
    .limit(1);
  return attempt;
}
