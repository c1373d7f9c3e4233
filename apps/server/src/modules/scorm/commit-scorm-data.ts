import type { CmiData, ScormStatus } from '@aula/contract/scorm';
import { scormAttempts } from '../../db/schema/scorm.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { attemptRowKey, findAttempts } from './attempt-queries.ts';
import { cmiStatus, durationSeconds } from './cmi-status.ts';
import { findScormObject, scoOfObject } from './find-scorm-object.ts';
import { objectStatus } from './object-status.ts';

/** A session longer than a day is a clock gone wrong, not study: it is counted as one day. */
const maxSessionSeconds = 86_400;

/**
 * Stores the learner's CMI data for a SCO of a SCORM object (each commit replaces the last:
 * scorm-again sends the whole data model) and answers where they stand in the SCO and in the whole
 * package, as the server reads it from what it stores. The commit that ends a session adds its session
 * time to the SCO's total.
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
  scoOfObject(object, scoid);
  const key = { oid: user.oid, eid: user.eid, bcid, objid };
  const attempts = await findAttempts(db, key);
  const stored = attempts.find((attempt) => attempt.scoid === scoid);
  const session = cmi['cmi.core.session_time'] ?? cmi['cmi.session_time'];
  const added = terminate ? Math.min(maxSessionSeconds, Math.round(durationSeconds(session))) : 0;
  const totalSeconds = (stored?.totalSeconds ?? 0) + added;
  const status = cmiStatus(object.version, cmi);
  const row = { version: object.version, cmi, ...status, totalSeconds, updatedAt: now };
  await db
    .insert(scormAttempts)
    .values({ ...key, scoid, ...row })
    .onConflictDoUpdate({
      target: attemptRowKey,
      set: row,
    });
  const after = [...attempts.filter((attempt) => attempt.scoid !== scoid), { scoid, ...status }];
  return { ...status, totalSeconds, ...objectStatus(object.scos, after) };
}
