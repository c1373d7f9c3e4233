import type { UniversityTime } from '../../../lib/university-time.ts';

/**
 * A test's moment as the spec shows it, `YYYY-MM-DD h:mm a` (2026-11-22 2:05 pm), in the university's
 * time zone, followed by that zone's short name in `language` (2026-11-22 2:05 pm (GMT+5:30)): a
 * learner in another country must not take it for their own clock.
 */
export function formatExamTime(iso: string, zone: UniversityTime, language: string): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  const part = zone.parts(iso, 'en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const time = `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
  return `${time} (${zone.zoneName(iso, language)})`;
}
