import type { CmiData, ScormVersion } from '@aula/contract/scorm';
import type { ScormSco } from '../../db/schema/scorm.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { formatDuration } from './cmi-status.ts';
import { declaredElements } from './declared-elements.ts';

/** How a SCO's session starts: a learner's (resumed or not, with their time so far), or a staff preview. */
export type LaunchSession =
  | { kind: 'learner'; entry: '' | 'ab-initio' | 'resume'; totalSeconds: number; stored: CmiData }
  | { kind: 'preview' };

/**
 * The elements the LMS sets at launch: who the user is, how this session starts, what the manifest
 * declares (ADR 0087). A preview (ADR 0096) starts afresh in the standard's browse mode without credit:
 * the package is shown "without the intent of recording any information about the current session".
 */
export function launchElements(
  version: ScormVersion,
  sco: ScormSco,
  user: Pick<SessionUser, 'eid' | 'name'>,
  session: LaunchSession,
): Record<string, string> {
  const learner = session.kind === 'learner';
  const entry = learner ? session.entry : 'ab-initio';
  const credit = learner ? 'credit' : 'no-credit';
  const mode = learner ? 'normal' : 'browse';
  const total = formatDuration(version, learner ? session.totalSeconds : 0);
  const declared = declaredElements(version, sco, learner ? session.stored : {});
  if (version === '1.2') {
    return {
      'cmi.core.student_id': user.eid,
      'cmi.core.student_name': user.name,
      'cmi.core.entry': entry,
      'cmi.core.credit': credit,
      'cmi.core.lesson_mode': mode,
      'cmi.core.total_time': total,
      ...declared,
    };
  }
  return {
    'cmi.learner_id': user.eid,
    'cmi.learner_name': user.name,
    'cmi.entry': entry,
    'cmi.credit': credit,
    'cmi.mode': mode,
    'cmi.total_time': total,
    ...declared,
  };
}
