import type { UniversityTime } from '../../../../lib/university-time.ts';
import { universityMoment } from '../../format-time.ts';

/** Seconds since 1970 as a `datetime-local` value (yyyy-mm-ddThh:mm) on the university's clock. */
export function wallTimeOf(seconds: number, zone: UniversityTime): string {
  const part = zone.parts(seconds * 1000, 'en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A `datetime-local` value read on the university's clock, in seconds since 1970; null when it is not one. */
export function secondsOfWallTime(value: string, zone: UniversityTime): number | null {
  const iso = universityMoment(value, zone);
  return iso === undefined ? null : Math.floor(new Date(iso).getTime() / 1000);
}
