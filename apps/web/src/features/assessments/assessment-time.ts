import type { UniversityTime } from '../../lib/university-time.ts';

/**
 * A moment as the spec writes assessment times, DD/MM/YYYY h:mm:ss a, in the university's time zone
 * (spec 2 §9), wherever the learner is.
 */
export function formatAssessmentTime(iso: string, zone: UniversityTime): string {
  const part = zone.parts(iso, 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')} ${part('dayPeriod').toLowerCase()}`;
}

/** A duration in milliseconds as hours, minutes and seconds (HH:MM:SS). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`;
}
