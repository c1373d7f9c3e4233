/**
 * The university's time: its moments and calendar days in its organisation's time zone (an IANA name,
 * the organisation's `timeZone`, Asia/Kolkata by default). No offset is fixed here: the zone's offset
 * is read from the time zone database (Intl) at each moment, so a zone with daylight saving is right on
 * both sides of a change. The organisation module answers an organisation's (`universityTimeOf`).
 */
export interface UniversityTime {
  /** The IANA name of the zone, such as Asia/Kolkata. */
  readonly timeZone: string;
  /** `moment` as ISO 8601 with the zone's offset at that moment: 2026-11-22T09:30:00.000+05:30. */
  time(moment: Date): string;
  /** The calendar day (YYYY-MM-DD) at the university at `moment`: batch dates and issue dates are these. */
  day(moment: Date): string;
  /** The first instant of calendar day `day` (YYYY-MM-DD) at the university. */
  dayStart(day: string): Date;
  /** The last instant (to the millisecond) of calendar day `day` before the next day begins. */
  dayEnd(day: string): Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Milliseconds since 1970 of a wall-clock reading taken as if it were UTC (any year, 0 to 99 too). */
function wallMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${day}`);
  return wallMs(Number(match[1]), Number(match[2]), Number(match[3]));
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The zone's offset from UTC at instant `ms`, in whole minutes (every zone's since 1900 is). */
function offsetMinutesReader(timeZone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (ms) => {
    const wall: Record<string, string> = {};
    for (const part of format.formatToParts(ms)) wall[part.type] = part.value;
    const year = wall.era === 'BC' ? 1 - Number(wall.year) : Number(wall.year);
    const reading = wallMs(
      year,
      Number(wall.month),
      Number(wall.day),
      Number(wall.hour),
      Number(wall.minute),
      Number(wall.second),
    );
    return Math.round((reading - Math.floor(ms / 1000) * 1000) / MINUTE_MS);
  };
}

function createUniversityTime(timeZone: string): UniversityTime {
  const offsetAt = offsetMinutesReader(timeZone);
  const time = (moment: Date): string => {
    const offset = offsetAt(moment.getTime());
    const local = new Date(moment.getTime() + offset * MINUTE_MS).toISOString().slice(0, -1);
    const sign = offset < 0 ? '-' : '+';
    const absolute = Math.abs(offset);
    return `${local}${sign}${twoDigits(Math.floor(absolute / 60))}:${twoDigits(absolute % 60)}`;
  };
  /**
   * The first instant whose wall clock reads `wall` or later: with the offsets a day before and a day
   * after (a zone changes its offset at most once in two days), the earlier candidate that the clock
   * really reads; when none does, `wall` fell in a gap (clocks moved forward over it), whose first
   * instant is where the earlier offset ends.
   */
  const firstInstantAt = (wall: number): number => {
    const before = wall - offsetAt(wall - DAY_MS) * MINUTE_MS;
    const after = wall - offsetAt(wall + DAY_MS) * MINUTE_MS;
    const reads = (candidate: number) => candidate + offsetAt(candidate) * MINUTE_MS === wall;
    const candidates = [before, after].filter(reads).sort((a, b) => a - b);
    return candidates[0] ?? before;
  };
  const dayStart = (day: string) => new Date(firstInstantAt(parseDay(day)));
  return {
    timeZone,
    time,
    day: (moment) => time(moment).slice(0, 10),
    dayStart,
    dayEnd: (day) => new Date(firstInstantAt(parseDay(day) + DAY_MS) - 1),
  };
}

const zones = new Map<string, UniversityTime>();

/** The university's time in `timeZone` (an IANA name the time zone database knows; else a RangeError). */
export function universityTimeIn(timeZone: string): UniversityTime {
  let zone = zones.get(timeZone);
  if (!zone) {
    zone = createUniversityTime(timeZone);
    zones.set(timeZone, zone);
  }
  return zone;
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
