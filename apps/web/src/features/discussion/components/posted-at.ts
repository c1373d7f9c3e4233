import type { UniversityTime } from '../../../lib/university-time.ts';

/** When a post was written, in the university's time, as "12 Nov 2026, 10:02". */
export function formatPostedAt(iso: string, zone: UniversityTime, language: string): string {
  return zone.format(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
}
