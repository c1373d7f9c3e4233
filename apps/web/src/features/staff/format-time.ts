/**
 * A moment as staff read it in tables and the audit log: date and time with the zone named, so a
 * reader elsewhere than the university is never misled about when something happened.
 */
export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
