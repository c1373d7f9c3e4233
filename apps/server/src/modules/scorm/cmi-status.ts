import type { CmiData, ScormStatus, ScormVersion } from '@aula/contract/scorm';
import type { ScormSco } from '../../db/schema/scorm.ts';

type Status = Pick<ScormStatus, 'completionStatus' | 'successStatus' | 'scoreScaled'>;

function number(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A raw score as a fraction of its range (min 0 and max 100 when the package gives none), within 0 to 1. */
function scaled(raw: number | null, min: number | null, max: number | null): number | null {
  if (raw === null) return null;
  const low = min ?? 0;
  const high = max ?? 100;
  if (high <= low) return null;
  return Math.min(1, Math.max(0, (raw - low) / (high - low)));
}

/** What the manifest declares that decides a SCO's status (ADR 0087). */
type Declared = Pick<ScormSco, 'masteryScore' | 'completionThreshold'>;

/**
 * SCORM 1.2 has one lesson_status for both: passed and failed are complete, browsed is not. Where the
 * manifest sets a mastery score and the SCO, done (completed, passed or failed), reports a raw score,
 * the score decides passed or failed, as the 1.2 run-time asks of the LMS.
 */
function status12(cmi: CmiData, { masteryScore }: Declared): Status {
  const reported = cmi['cmi.core.lesson_status'] ?? 'not attempted';
  const raw = number(cmi['cmi.core.score.raw']);
  const done = reported === 'completed' || reported === 'passed' || reported === 'failed';
  const lesson =
    done && masteryScore !== null && raw !== null ? (raw >= masteryScore ? 'passed' : 'failed') : reported;
  const completionStatus =
    lesson === 'passed' || lesson === 'failed' || lesson === 'completed'
      ? 'completed'
      : lesson === 'incomplete' || lesson === 'browsed'
        ? 'incomplete'
        : 'not attempted';
  const successStatus = lesson === 'passed' || lesson === 'failed' ? lesson : 'unknown';
  const scoreScaled = scaled(raw, number(cmi['cmi.core.score.min']), number(cmi['cmi.core.score.max']));
  return { completionStatus, successStatus, scoreScaled };
}

/**
 * SCORM 2004 as its run-time has the LMS evaluate it: where the manifest sets a completion threshold and
 * the SCO reports a progress measure, the measure decides completed or incomplete; where it sets a
 * scaled passing score and the SCO reports a scaled score, the score decides passed or failed. Without
 * the measure or the score, the SCO's own status stands.
 */
function status2004(cmi: CmiData, { masteryScore, completionThreshold }: Declared): Status {
  const progress = number(cmi['cmi.progress_measure']);
  const own = number(cmi['cmi.score.scaled']);
  const completion =
    completionThreshold != null && progress !== null
      ? progress >= completionThreshold
        ? 'completed'
        : 'incomplete'
      : cmi['cmi.completion_status'];
  const success =
    masteryScore !== null && own !== null
      ? own >= masteryScore / 100
        ? 'passed'
        : 'failed'
      : cmi['cmi.success_status'];
  const completionStatus =
    completion === 'completed' || completion === 'incomplete' || completion === 'not attempted'
      ? completion
      : 'unknown';
  const successStatus = success === 'passed' || success === 'failed' ? success : 'unknown';
  const scoreScaled =
    own !== null
      ? Math.min(1, Math.max(-1, own))
      : scaled(number(cmi['cmi.score.raw']), number(cmi['cmi.score.min']), number(cmi['cmi.score.max']));
  return { completionStatus, successStatus, scoreScaled };
}

/** Completion, success and score as the server reads them from a SCO's CMI data and its manifest. */
export function cmiStatus(version: ScormVersion, cmi: CmiData, declared: Declared): Status {
  return version === '1.2' ? status12(cmi, declared) : status2004(cmi, declared);
}

/** Seconds of a 1.2 CMITimespan (`HHHH:MM:SS.SS`) or a 2004 duration (`P1DT2H3M4.5S`); 0 when unreadable. */
export function durationSeconds(value: string | undefined): number {
  if (!value) return 0;
  const clock = /^(\d{2,4}):([0-5]\d):([0-5]\d(?:\.\d{1,2})?)$/.exec(value);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const iso = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    value,
  );
  if (!iso) return 0;
  const [, years, months, days, hours, minutes, seconds] = iso.map((part) => Number(part ?? 0));
  return (
    (years ?? 0) * 365 * 86_400 +
    (months ?? 0) * 30 * 86_400 +
    (days ?? 0) * 86_400 +
    (hours ?? 0) * 3600 +
    (minutes ?? 0) * 60 +
    (seconds ?? 0)
  );
}

/** A total in the version's own notation: 1.2's `HHHH:MM:SS`, 2004's `PT#H#M#S`. */
export function formatDuration(version: ScormVersion, totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (version === '2004') return `PT${hours}H${minutes}M${seconds}S`;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(hours).padStart(4, '0')}:${two(minutes)}:${two(seconds)}`;
}
