import type { UniversityTime } from '../../../../lib/university-time.ts';

/** A moment as a `datetime-local` value (yyyy-mm-ddThh:mm) on the university's clock. */
export function wallTimeOf(iso: string, zone: UniversityTime): string {
  const part = zone.parts(iso, 'en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
