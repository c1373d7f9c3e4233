import type { CalendarEvent } from '@aula/contract/events';
import { describe, expect, it } from 'vitest';
import { universityTimeIn } from '../../../lib/university-time.ts';
import { upcomingEvents } from './upcoming-events.ts';

const event = (start: string, title = `Event on ${start}`): CalendarEvent => ({
  evid: `ev-${start}-${title}`,
  bpid: 'B1',
  title,
  start,
});
const days = (list: CalendarEvent[]) => list.map((each) => each.start);
const kolkata = universityTimeIn('Asia/Kolkata');

describe('upcomingEvents', () => {
  // 22 November 2026, 10:00 in India.
  const now = new Date('2026-11-22T04:30:00Z');

  it('keeps events from today to the end of the current year, by day', () => {
    const events = [event('2026-12-02'), event('2026-11-22'), event('2026-11-21'), event('2027-01-04')];
    expect(days(upcomingEvents(events, now, kolkata))).toEqual(['2026-11-22', '2026-12-02']);
  });

  it('keeps the early days of a later month (the spec formula would drop 2 December)', () => {
    expect(days(upcomingEvents([event('2026-12-02'), event('2026-12-30')], now, kolkata))).toEqual([
      '2026-12-02',
      '2026-12-30',
    ]);
  });

  it('takes today in India time: at 20:00 UTC on the 21st it is already the 22nd in India', () => {
    const lateEvening = new Date('2026-11-21T20:00:00Z');
    expect(days(upcomingEvents([event('2026-11-21'), event('2026-11-22')], lateEvening, kolkata))).toEqual([
      '2026-11-22',
    ]);
  });

  it("takes today in the organisation's zone: at 20:00 UTC on the 21st it is still the 21st in Accra", () => {
    const lateEvening = new Date('2026-11-21T20:00:00Z');
    const accra = universityTimeIn('Africa/Accra');
    expect(days(upcomingEvents([event('2026-11-21'), event('2026-11-22')], lateEvening, accra))).toEqual([
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('on 31 December shows only that day, and nothing of next year', () => {
    const newYearsEve = new Date('2026-12-31T06:00:00Z');
    expect(days(upcomingEvents([event('2026-12-31'), event('2027-01-01')], newYearsEve, kolkata))).toEqual([
      '2026-12-31',
    ]);
  });

  it('shows every upcoming event when there are 5 events or fewer', () => {
    const events = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((day) =>
      event(day),
    );
    expect(upcomingEvents(events, now, kolkata)).toHaveLength(5);
  });

  it('with more than 5 events in all, keeps only the last 3 of the upcoming list', () => {
    const events = [
      event('2026-11-01'),
      event('2026-11-10'),
      event('2026-11-25'),
      event('2026-11-27'),
      event('2026-12-02'),
      event('2026-12-14'),
      event('2027-01-04'),
    ];
    expect(days(upcomingEvents(events, now, kolkata))).toEqual(['2026-11-27', '2026-12-02', '2026-12-14']);
  });

  it('is empty when nothing is ahead', () => {
    expect(upcomingEvents([event('2026-01-01')], now, kolkata)).toEqual([]);
    expect(upcomingEvents([], now, kolkata)).toEqual([]);
  });
});
