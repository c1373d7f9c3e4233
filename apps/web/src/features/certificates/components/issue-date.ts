/**
 * "20 February 2026" (or the reader's language's way) from 2026-02-20, whatever the reader's time zone.
 * English is written day first, as on the certificate itself.
 */
export function formatIssueDate(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
