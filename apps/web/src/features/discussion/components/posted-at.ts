/** When a post was written, in the university's time (Asia/Kolkata), as "12 Nov 2026, 10:02". */
export function formatPostedAt(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
