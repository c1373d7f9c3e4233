/**
 * A test's moment as the spec shows it, `YYYY-MM-DD h:mm a` (2026-11-22 2:05 pm), in the browser's
 * time zone unless one is given. The same in every language: it is a numeric format.
 */
export function formatExamTime(iso: string, timeZone?: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}
