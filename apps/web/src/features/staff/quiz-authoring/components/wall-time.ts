import type { UniversityTime } from '../../../../lib/university-time.ts';

/** An ISO moment as a `datetime-local` value (yyyy-mm-ddThh:mm) in the university's time; '' for none. */
export function wallTimeOf(iso: string | null, zone: UniversityTime): string {
  if (!iso) return '';
  const part = zone.parts(iso, 'en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
