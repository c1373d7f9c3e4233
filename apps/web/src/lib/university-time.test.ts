import { describe, expect, it } from 'vitest';
import { universityTimeIn } from './university-time.ts';

const kolkata = universityTimeIn('Asia/Kolkata');
const london = universityTimeIn('Europe/London');

describe('university time', () => {
  it('formats a moment in the zone it is given, not the device zone', () => {
    const moment = '2026-11-21T20:15:00Z';
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(kolkata.format(moment, 'en-GB', options)).toBe('22 Nov 2026, 01:45');
    expect(london.format(moment, 'en-GB', options)).toBe('21 Nov 2026, 20:15');
  });

  it('names the day at the university: already tomorrow in India, still today in London', () => {
    expect(kolkata.day('2026-12-31T19:00:00Z')).toBe('2027-01-01');
    expect(london.day('2026-12-31T19:00:00Z')).toBe('2026-12-31');
    expect(london.day(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });

  it('gives the parts of a moment to build numeric formats, and an empty text for a missing part', () => {
    const part = london.parts(Date.UTC(2026, 6, 1, 9, 5), 'en-US', { hour: 'numeric', minute: '2-digit' });
    expect(`${part('hour')}:${part('minute')} ${part('dayPeriod')}`).toBe('10:05 AM');
    expect(part('era')).toBe('');
  });

  it("names the zone as it is at that moment, in the reader's language", () => {
    expect(kolkata.zoneName('2026-07-01T10:00:00Z', 'en')).toBe('GMT+5:30');
    expect(kolkata.zoneName('2026-07-01T10:00:00Z', 'fr')).toBe('UTC+5:30');
    expect(london.zoneName('2026-07-01T10:00:00Z', 'en')).toBe('GMT+1');
    expect(london.zoneName('2026-12-01T10:00:00Z', 'en')).toBe('GMT');
  });

  it('is one object per zone', () => {
    expect(universityTimeIn('Asia/Kolkata')).toBe(kolkata);
    expect(kolkata.timeZone).toBe('Asia/Kolkata');
  });
});
