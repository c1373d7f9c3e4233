/** The university's time zone (spec 2 §9): assessment times are shown in it, wherever the learner is. */
const universityTimeZone = 'Asia/Kolkata';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: universityTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** A moment as the spec writes assessment times, DD/MM/YYYY h:mm:ss a, in university time. */
export function formatAssessmentTime(iso: string): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(new Date(iso)).find((each) => each.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')} ${part('dayPeriod').toLowerCase()}`;
}

/** A duration in milliseconds as hours, minutes and seconds (HH:MM:SS). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`;
}
