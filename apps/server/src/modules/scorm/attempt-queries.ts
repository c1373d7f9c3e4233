import { and, eq } from 'drizzle-orm';
import { scormAttempts } from '../../db/schema/scorm.ts';
import type { Db } from '../../platform/db.ts';

export type ScormAttempt = typeof scormAttempts.$inferSelect;

/** A learner's SCORM object of a batch course. */
export interface AttemptKey {
  oid: string;
  eid: string;
  bcid: string;
  objid: string;
}

/** The learner's rows for one SCORM object of a batch course: one per SCO they launched. */
export function findAttempts(db: Db, { oid, eid, bcid, objid }: AttemptKey): Promise<ScormAttempt[]> {
  return db
    .select()
    .from(scormAttempts)
    .where(
      and(
        eq(scormAttempts.oid, oid),
        eq(scormAttempts.eid, eid),
        eq(scormAttempts.bcid, bcid),
        eq(scormAttempts.objid, objid),
      ),
    );
}

/** The columns that name one row: the learner's object and one SCO of its package. */
export const attemptRowKey = [
  scormAttempts.oid,
  scormAttempts.eid,
  scormAttempts.bcid,
  scormAttempts.objid,
  scormAttempts.scoid,
];
