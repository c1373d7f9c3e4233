/** Spec 3 §9: announcements show their day as DD/MM/YYYY, the day it was at the university (India). */
export function announcementDate(sdate: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(sdate * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
