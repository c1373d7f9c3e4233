import { useOrganisation } from './organisation.ts';

/*
 * The university's times and days as every screen shows them: in the organisation's time zone (its
 * `timeZone`, an IANA name such as Asia/Kolkata), wherever the learner and their device are. The zone
 * is read from the organisation, never written by hand; features build their spec formats on this.
 */

type Moment = Date | string | number;
type PartOf = (type: Intl.DateTimeFormatPartTypes) => string;

export interface UniversityTime {
  /** The IANA name of the zone, such as Asia/Kolkata. */
  readonly timeZone: string;
  /** `moment` (a Date, ISO text or milliseconds) as Intl writes it in `locale` at the university. */
  format(moment: Moment, locale: string, options: Intl.DateTimeFormatOptions): string;
  /** The parts of the same, by type (missing parts are ''), to assemble the spec's numeric formats. */
  parts(moment: Moment, locale: string, options: Intl.DateTimeFormatOptions): PartOf;
  /** The calendar day (YYYY-MM-DD) at the university at `moment`. */
  day(moment: Moment): string;
  /** The zone's short name at `moment` in `language` ("GMT+5:30", "UTC+1"), to say which clock a time is on. */
  zoneName(moment: Moment, language: string): string;
}

/** Formatters by locale, zone and options: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateOf(moment: Moment): Date {
  return moment instanceof Date ? moment : new Date(moment);
}

function createUniversityTime(timeZone: string): UniversityTime {
  const parts = (moment: Moment, locale: string, options: Intl.DateTimeFormatOptions): PartOf => {
    const list = formatterOf(locale, { ...options, timeZone }).formatToParts(dateOf(moment));
    return (type) => list.find((each) => each.type === type)?.value ?? '';
  };
  return {
    timeZone,
    format: (moment, locale, options) => formatterOf(locale, { ...options, timeZone }).format(dateOf(moment)),
    parts,
    // en-CA writes dates as YYYY-MM-DD.
    day: (moment) =>
      formatterOf('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
        dateOf(moment),
      ),
    zoneName: (moment, language) => parts(moment, language, { timeZoneName: 'short' })('timeZoneName'),
  };
}

const zones = new Map<string, UniversityTime>();

/** The university's time in `timeZone` (an IANA name). */
export function universityTimeIn(timeZone: string): UniversityTime {
  let zone = zones.get(timeZone);
  if (!zone) {
    zone = createUniversityTime(timeZone);
    zones.set(timeZone, zone);
  }
  return zone;
}

/** The university's time of the organisation this portal serves. */
export function useUniversityTime(): UniversityTime {
  return universityTimeIn(useOrganisation().timeZone);
}
