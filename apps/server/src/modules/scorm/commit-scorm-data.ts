import type { CmiData, ScormStatus } from '@aula/contract/scorm';
import { sql } from 'drizzle-orm';
import { scormAttempts } from '../../db/schema/scorm.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { attemptRowKey, findAttempts } from './attempt-queries.ts';
import { cmiStatus, durationSeconds } from './cmi-status.ts';
import { findScormObject, scoOfObject } from './find-scorm-object.ts';
import { objectStatus } from './object-status.ts';
import { endScoSession } from './sco-session.ts';

/**
 * Stores the learner's CMI data for a SCO of a SCORM object (each commit replaces the last:
 * scorm-again sends the whole data model) and answers where they stand in the SCO and in the whole
 * package, as the server reads it from what it stores. The commit that ends a session adds its session
 * time to the SCO's total, bounded by the wall time since the SCO was launched (see sco-session.ts).
 */
export async function commitScormData(
  db: Db,
  user: SessionUser,
  {
    bcid,
    objid,
    scoid,
    cmi,
    terminate,
  }: { bcid: string; objid: string; scoid: string; cmi: CmiData; terminate: boolean },
  now: Date,
): Promise<ScormStatus> {
  const object = await findScormObject(db, user, bcid, objid);
  const sco = scoOfObject(object, scoid);
  const key = { oid: user.oid, eid: user.eid, bcid, objid };
  const attempts = await findAttempts(db, key);
  const session = cmi['cmi.core.session_time'] ?? cmi['cmi.session_time'];
  const added = terminate ? await endScoSession(db, key, scoid, durationSeconds(session), now) : 0;
  const status = cmiStatus(object.version, cmi, sco);
  const row = { version: object.version, cmi, ...status, updatedAt: now };
  const [saved] = await db
    .insert(scormAttempts)
    .values({ ...key, scoid, ...row, totalSeconds: added })
    .onConflictDoUpdate({
      target: attemptRowKey,
      set: { ...row, totalSeconds: sql`${scormAttempts.totalSeconds} + ${added}` },
    })
    .returning({ totalSeconds: scormAttempts.totalSeconds });
  const totalSeconds = saved?.totalSeconds ?? added;
  const after = [...attempts.filter((attempt) => attempt.scoid !== scoid), { scoid, ...status }];
  return { ...status, totalSeconds, ...objectStatus(object, after) };
}
