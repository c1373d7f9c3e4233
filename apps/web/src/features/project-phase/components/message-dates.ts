const universityTimeZone = 'Asia/Kolkata';

/** The day a message was posted, in the university's time zone, as a key to group by (YYYY-MM-DD). */
export function dayOf(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: universityTimeZone }).format(new Date(iso));
}

/** A thread's date header in long form: "Thursday, 12 November 2026". */
export function longDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'full',
    timeZone: universityTimeZone,
  }).format(new Date(iso));
}

/** A message's time of day: "10:02 am". */
export function timeOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : language, {
    timeStyle: 'short',
    timeZone: universityTimeZone,
  }).format(new Date(iso));
}

/** A full approval date: "10 Nov 2026, 4:30 pm". */
export function dateTimeOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: universityTimeZone,
  }).format(new Date(iso));
}
