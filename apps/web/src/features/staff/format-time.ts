/**
 * A moment as staff read it in tables and the audit log: date and time with the zone named, so a
 * reader elsewhere than the university is never misled about when something happened.
 * (`dateStyle` cannot be combined with `timeZoneName`, hence the parts one by one.)
 */
export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
