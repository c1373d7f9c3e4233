import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, universityTimeIn } from './university-time.ts';

const kolkata = universityTimeIn('Asia/Kolkata');
const london = universityTimeIn('Europe/London');
const cairo = universityTimeIn('Africa/Cairo');

/** The day as the time zone database names it (en-CA writes YYYY-MM-DD). */
function databaseDay(timeZone: string, moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

const moments = fc.date({ min: new Date('1950-01-01'), max: new Date('2200-01-01'), noInvalidDate: true });
const zoneNames = fc.constantFrom(
  'Asia/Kolkata',
  'Europe/London',
  'Africa/Cairo',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'UTC',
);

describe('university time in Asia/Kolkata', () => {
  it('writes a moment in India time with its offset', () => {
    expect(kolkata.time(new Date('2026-11-21T20:15:30.000Z'))).toBe('2026-11-22T01:45:30.000+05:30');
    expect(kolkata.day(new Date('2026-11-21T20:15:30.000Z'))).toBe('2026-11-22');
  });

  it("starts and ends a day at India's midnight", () => {
    expect(kolkata.dayStart('2026-07-01').toISOString()).toBe('2026-06-30T18:30:00.000Z');
    expect(kolkata.dayEnd('2026-07-01').toISOString()).toBe('2026-07-01T18:29:59.999Z');
  });
});

describe('university time in a zone with daylight saving', () => {
  it('writes each moment with the offset of that moment, on both sides of a change', () => {
    // Europe/London: BST (+01:00) ends at 02:00 on 25 October 2026, when the clocks go back to 01:00.
    expect(london.time(new Date('2026-10-25T00:59:59.000Z'))).toBe('2026-10-25T01:59:59.000+01:00');
    expect(london.time(new Date('2026-10-25T01:00:00.000Z'))).toBe('2026-10-25T01:00:00.000+00:00');
    expect(london.time(new Date('2026-03-29T00:59:00.000Z'))).toBe('2026-03-29T00:59:00.000+00:00');
    expect(london.time(new Date('2026-03-29T01:00:00.000Z'))).toBe('2026-03-29T02:00:00.000+01:00');
  });

  it('starts a day at its midnight in summer and in winter, and a 25-hour day ends an hour later', () => {
    expect(london.dayStart('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(london.dayStart('2026-12-01').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(london.dayStart('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(london.dayEnd('2026-10-25').toISOString()).toBe('2026-10-25T23:59:59.999Z');
  });

  it('starts a day whose midnight never happens at the change (Cairo moves 00:00 to 01:00)', () => {
    // Egypt's summer time begins on the last Friday of April at midnight: 24 April 2026.
    expect(cairo.time(new Date('2026-04-23T21:59:59.000Z'))).toBe('2026-04-23T23:59:59.000+02:00');
    expect(cairo.time(new Date('2026-04-23T22:00:00.000Z'))).toBe('2026-04-24T01:00:00.000+03:00');
    expect(cairo.dayStart('2026-04-24').toISOString()).toBe('2026-04-23T22:00:00.000Z');
    expect(cairo.dayEnd('2026-04-23').toISOString()).toBe('2026-04-23T21:59:59.999Z');
    expect(cairo.day(cairo.dayStart('2026-04-24'))).toBe('2026-04-24');
  });
});

describe('university time in any zone', () => {
  it('names the day the time zone database names, and writes the same instant with its offset', () => {
    fc.assert(
      fc.property(zoneNames, moments, (timeZone, moment) => {
        const zone = universityTimeIn(timeZone);
        const written = zone.time(moment);
        expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
        expect(Date.parse(written)).toBe(moment.getTime());
        expect(zone.day(moment)).toBe(databaseDay(timeZone, moment));
      }),
    );
  });

  it('begins each day at its first instant and ends it at the last before the next', () => {
    fc.assert(
      fc.property(zoneNames, moments, (timeZone, moment) => {
        const zone = universityTimeIn(timeZone);
        const day = zone.day(moment);
        const start = zone.dayStart(day);
        const end = zone.dayEnd(day);
        expect(start.getTime()).toBeLessThanOrEqual(moment.getTime());
        expect(zone.day(start)).toBe(day);
        expect(zone.day(new Date(start.getTime() - 1))).toBe(addDays(day, -1));
        expect(zone.day(new Date(end.getTime() + 1))).toBe(addDays(day, 1));
        expect(end.getTime() - start.getTime() + 1).toBeGreaterThanOrEqual(22 * 3_600_000);
      }),
    );
  });

  it('refuses a zone the time zone database does not know', () => {
    expect(() => universityTimeIn('Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
