import type { CmiData, ScormStatus } from '@aula/contract/scorm';
import { scormAttempts } from '../../db/schema/scorm.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findAttempt } from './attempt-queries.ts';
import { cmiStatus, durationSeconds } from './cmi-status.ts';
import { findScormObject } from './find-scorm-object.ts';

/** A session longer than a day is a clock gone wrong, not study: it is counted as one day. */
const maxSessionSeconds = 86_400;

/**
 * Stores the learner's CMI data for a SCORM object (each commit replaces the last: scorm-again sends
 * the whole data model) and answers where they stand. The commit that ends a session adds its
 * session time to the total the server keeps.
 */
export async function commitScormData(
  db: Db,
  user: SessionUser,
  { bcid, objid, cmi, terminate }: { bcid: string; objid: string; cmi: CmiData; terminate: boolean },
  now: Date,
): Promise<ScormStatus> {
  const object = await findScormObject(db, user, bcid, objid);
  const key = { oid: user.oid, eid: user.eid, bcid, objid };
  const stored = await findAttempt(db, key);
  const session = cmi['cmi.core.session_time'] ?? cmi['cmi.session_time'];
  const added = terminate ? Math.min(maxSessionSeconds, Math.round(durationSeconds(session))) : 0;
  const totalSeconds = (stored?.totalSeconds ?? 0) + added;
  const status = cmiStatus(object.version, cmi);
  const row = { version: object.version, cmi, ...status, totalSeconds, updatedAt: now };
  await db
    .insert(scormAttempts)
    .values({ ...key, ...row })
    .onConflictDoUpdate({
      target: [scormAttempts.oid, scormAttempts.eid, scormAttempts.bcid, scormAttempts.objid],
      set: row,
    });
  return { ...status, totalSeconds };
}
