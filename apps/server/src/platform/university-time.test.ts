import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  universityDay,
  universityDayStart,
  universityTime,
  universityTimeZone,
} from './university-time.ts';

const kolkataDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: universityTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('university time', () => {
  it('writes a moment in India time with its offset', () => {
    expect(universityTime(new Date('2026-11-21T20:15:30.000Z'))).toBe('2026-11-22T01:45:30.000+05:30');
  });

  it('names the day it is in Asia/Kolkata, as the time zone database does, at any moment', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (moment) => {
          expect(universityDay(moment)).toBe(kolkataDay.format(moment));
          expect(universityTime(moment).slice(0, 10)).toBe(universityDay(moment));
        },
      ),
    );
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('gives the moment a university day begins', () => {
    const start = universityDayStart('2026-11-22');
    expect(start.toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(universityDay(start)).toBe('2026-11-22');
    expect(universityDay(new Date(start.getTime() - 1))).toBe('2026-11-21');
  });
});
