import type { UniversityTime } from '../../../lib/university-time.ts';

/** The day a message was posted, at the university, as a key to group by (YYYY-MM-DD). */
export function dayOf(iso: string, zone: UniversityTime): string {
  return zone.day(iso);
}

/** A thread's date header in long form: "Thursday, 12 November 2026". */
export function longDate(iso: string, zone: UniversityTime, language: string): string {
  return zone.format(iso, language === 'en' ? 'en-GB' : language, { dateStyle: 'full' });
}

/** A message's time of day: "10:02 am". */
export function timeOf(iso: string, zone: UniversityTime, language: string): string {
  return zone.format(iso, language === 'en' ? 'en-IN' : language, { timeStyle: 'short' });
}

/** A full approval date: "10 Nov 2026, 4:30 pm". */
export function dateTimeOf(iso: string, zone: UniversityTime, language: string): string {
  return zone.format(iso, language === 'en' ? 'en-IN' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
