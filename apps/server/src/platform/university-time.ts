/**
 * The university keeps Indian time (the spec's Asia/Kolkata). Kolkata has kept UTC+05:30 all year since
 * 1945 (no daylight saving), so one fixed offset gives both the university's moments and its days.
 */
export const universityTimeZone = 'Asia/Kolkata';
const OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `moment` at the university, as ISO 8601 with its offset: 2026-11-22T09:30:00.000+05:30. */
export function universityTime(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_MS).toISOString().replace(/Z$/, '+05:30');
}

/** The calendar day (YYYY-MM-DD) at the university at `moment`: batch dates and issue dates are these. */
export function universityDay(moment: Date): string {
  return universityTime(moment).slice(0, 10);
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The moment day `day` (YYYY-MM-DD) begins at the university. */
export function universityDayStart(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - OFFSET_MS);
}
