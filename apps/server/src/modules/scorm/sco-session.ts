import { and, eq } from 'drizzle-orm';
import { scormSessions } from '../../db/schema/scorm.ts';
import type { Db } from '../../platform/db.ts';
import type { AttemptKey } from './attempt-queries.ts';

/** A session longer than a day is a clock gone wrong, not study: it is counted as one day at most. */
const maxSessionSeconds = 86_400;

/**
 * Starts a session of SCO `scoid` of the learner's object: the learner's one SCO session (ADR 0063).
 * The row is replaced in one statement, so a launch elsewhere ends the session before it uncounted.
 */
export async function startScoSession(db: Db, key: AttemptKey, scoid: string, now: Date): Promise<void> {
  const { oid, eid, bcid, objid } = key;
  await db
    .insert(scormSessions)
    .values({ oid, eid, bcid, objid, scoid, startedAt: now })
    .onConflictDoUpdate({
      target: [scormSessions.oid, scormSessions.eid],
      set: { bcid, objid, scoid, startedAt: now },
    });
}

/**
 * Ends the learner's session of SCO `scoid` and answers the seconds it may add to the SCO's total: the
 * session time the package reported, bounded by the wall time since the launch (and by a day). A session
 * not open (ended already, or replaced by another launch) adds nothing; of two ends at once one counts.
 */
export async function endScoSession(
  db: Db,
  key: AttemptKey,
  scoid: string,
  reportedSeconds: number,
  now: Date,
): Promise<number> {
  const [ended] = await db
    .delete(scormSessions)
    .where(
      and(
        eq(scormSessions.oid, key.oid),
        eq(scormSessions.eid, key.eid),
        eq(scormSessions.bcid, key.bcid),
        eq(scormSessions.objid, key.objid),
        eq(scormSessions.scoid, scoid),
      ),
    )
    .returning({ startedAt: scormSessions.startedAt });
  if (!ended) return 0;
  const wall = Math.max(0, Math.floor((now.getTime() - ended.startedAt.getTime()) / 1000));
  return Math.min(maxSessionSeconds, wall, Math.round(reportedSeconds));
}
