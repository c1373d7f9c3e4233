import type { CmiData, ScormStatus, ScormVersion } from '@aula/contract/scorm';

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

/** SCORM 1.2 has one lesson_status for both: passed and failed are complete, browsed is not. */
function status12(cmi: CmiData): Status {
  const lesson = cmi['cmi.core.lesson_status'] ?? 'not attempted';
  const completionStatus =
    lesson === 'passed' || lesson === 'failed' || lesson === 'completed'
      ? 'completed'
      : lesson === 'incomplete' || lesson === 'browsed'
        ? 'incomplete'
        : 'not attempted';
  const successStatus = lesson === 'passed' || lesson === 'failed' ? lesson : 'unknown';
  const raw = number(cmi['cmi.core.score.raw']);
  const scoreScaled = scaled(raw, number(cmi['cmi.core.score.min']), number(cmi['cmi.core.score.max']));
  return { completionStatus, successStatus, scoreScaled };
}

function status2004(cmi: CmiData): Status {
  const completion = cmi['cmi.completion_status'];
  const success = cmi['cmi.success_status'];
  const completionStatus =
    completion === 'completed' || completion === 'incomplete' || completion === 'not attempted'
      ? completion
      : 'unknown';
  const successStatus = success === 'passed' || success === 'failed' ? success : 'unknown';
  const own = number(cmi['cmi.score.scaled']);
  const scoreScaled =
    own !== null
      ? Math.min(1, Math.max(-1, own))
      : scaled(number(cmi['cmi.score.raw']), number(cmi['cmi.score.min']), number(cmi['cmi.score.max']));
  return { completionStatus, successStatus, scoreScaled };
}

/** Completion, success and score as the server reads them from a package's CMI data. */
export function cmiStatus(version: ScormVersion, cmi: CmiData): Status {
  return version === '1.2' ? status12(cmi) : status2004(cmi);
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
