import { useTranslation } from 'react-i18next';
import { type UniversityTime, useUniversityTime } from '../../lib/university-time.ts';

const momentFormat: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** The instant whose wall-clock time in `zone` is `wall` (milliseconds of those fields read as UTC). */
function instantOfWallTime(wall: number, zone: UniversityTime): number {
  const wallAt = (instant: number) => {
    const part = zone.parts(instant, 'en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const number = (type: Intl.DateTimeFormatPartTypes) => Number(part(type));
    return Date.UTC(
      number('year'),
      number('month') - 1,
      number('day'),
      number('hour'),
      number('minute'),
      number('second'),
    );
  };
  // Two corrections settle it, across a change of offset too.
  let instant = wall - (wallAt(wall) - wall);
  instant -= wallAt(instant) - wall;
  return instant;
}

/**
 * A `datetime-local` value (yyyy-mm-ddThh:mm) read as the university's time, as the ISO moment it
 * names; nothing for anything else.
 */
export function universityMoment(value: string | undefined, zone: UniversityTime): string | undefined {
  const match = value === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return undefined;
  return new Date(instantOfWallTime(wall, zone)).toISOString();
}

/**
 * Moments as staff read them in tables, decisions and the audit log: in the university's time (the
 * organisation's zone), with the zone named, so a reader elsewhere is never misled.
 */
export function useStaffTime() {
  const { i18n } = useTranslation();
  const zone = useUniversityTime();
  return {
    zone,
    format: (iso: string) => zone.format(iso, i18n.language, momentFormat),
    zoneName: () => zone.zoneName(Date.now(), i18n.language),
  };
}
