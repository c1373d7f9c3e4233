import { z } from 'zod';

/**
 * The university's time zone when its organisation names none: the spec's (spec 2 §9, spec 3 §9), so
 * a bundle written before organisations had the setting keeps its meaning.
 */
export const defaultTimeZone = 'Asia/Kolkata';

/** Area/Location names of the time zone database (Asia/Kolkata, America/Argentina/Buenos_Aires), or UTC. */
const ianaName = /^(?:UTC|[A-Z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/** Whether this runtime's time zone database knows `name` (what every Intl formatter will need). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA time zone name that the time zone database knows, such as Asia/Kolkata or Africa/Cairo: the
 * zone in which the university's times and days are written. Offsets (+05:30) and abbreviations (IST)
 * are refused: an offset knows no daylight saving, an abbreviation names several zones.
 */
export const TimeZone = z
  .string()
  .max(64)
  .regex(ianaName, 'must be an IANA time zone name such as Asia/Kolkata')
  .refine(isKnownTimeZone, 'is not a time zone of the time zone database (such as Asia/Kolkata)');
