import type { UniversityTime } from '../../../lib/university-time.ts';

/** Spec 3 §9: announcements show their day as DD/MM/YYYY, the day it was at the university. */
export function announcementDate(sdate: number, zone: UniversityTime): string {
  const part = zone.parts(sdate * 1000, 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${part('day')}/${part('month')}/${part('year')}`;
}
