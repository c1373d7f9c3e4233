/** The university keeps Indian time (the spec's Asia/Kolkata): batch dates are calendar days there. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) at the university at `moment`. */
export function universityDay(moment: Date): string {
  return dayFormat.format(moment);
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
