import type { CmiData, ScormLaunch } from '@aula/contract/scorm';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findAttempt } from './attempt-queries.ts';
import { formatDuration } from './cmi-status.ts';
import { findScormObject, type ScormObject } from './find-scorm-object.ts';

/** Elements that describe the session that ended; a new session starts without them. */
const sessionOnly = /^cmi\.(core\.)?(exit|session_time)$/;

/** The elements the LMS sets: who the learner is, how this session starts, the mastery score. */
function lmsElements(
  object: ScormObject,
  user: SessionUser,
  stored: { cmi: CmiData; totalSeconds: number } | undefined,
): Record<string, string> {
  const exit = stored?.cmi['cmi.core.exit'] ?? stored?.cmi['cmi.exit'];
  const entry = !stored ? 'ab-initio' : exit === 'suspend' ? 'resume' : '';
  const total = formatDuration(object.version, stored?.totalSeconds ?? 0);
  const mastery = object.sco.masteryScore;
  if (object.version === '1.2') {
    return {
      'cmi.core.student_id': user.eid,
      'cmi.core.student_name': user.name,
      'cmi.core.entry': entry,
      'cmi.core.credit': 'credit',
      'cmi.core.lesson_mode': 'normal',
      'cmi.core.total_time': total,
      ...(mastery === null ? {} : { 'cmi.student_data.mastery_score': String(mastery) }),
    };
  }
  return {
    'cmi.learner_id': user.eid,
    'cmi.learner_name': user.name,
    'cmi.entry': entry,
    'cmi.credit': 'credit',
    'cmi.mode': 'normal',
    'cmi.total_time': total,
    ...(mastery === null ? {} : { 'cmi.scaled_passing_score': String(mastery / 100) }),
  };
}

/**
 * Launches a SCORM object for the learner: the launch page of its package's SCO under /media, and the
 * CMI data to start from, so a reload or another device resumes where the learner was.
 */
export async function getScormData(
  db: Db,
  user: SessionUser,
  { bcid, objid }: { bcid: string; objid: string },
): Promise<ScormLaunch> {
  const object = await findScormObject(db, user, bcid, objid);
  const stored = await findAttempt(db, { oid: user.oid, eid: user.eid, bcid, objid });
  const kept = Object.entries(stored?.cmi ?? {}).filter(([element]) => !sessionOnly.test(element));
  return {
    title: object.title,
    version: object.version,
    launchUrl: `/media/${user.oid}/${object.folder}/${object.sco.href}`,
    cmi: { ...Object.fromEntries(kept), ...lmsElements(object, user, stored) },
  };
}
