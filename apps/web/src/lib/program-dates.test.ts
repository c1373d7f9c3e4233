import { describe, expect, it } from 'vitest';
import { formatProgramDate } from './program-dates.ts';
import { universityTimeIn } from './university-time.ts';

const kolkata = universityTimeIn('Asia/Kolkata');

describe('program dates', () => {
  it('writes a calendar day as DD MMM YYYY, the same day in every zone', () => {
    expect(formatProgramDate('2026-07-01', 'en', kolkata)).toBe('01 Jul 2026');
    expect(formatProgramDate('2026-09-30', 'en', kolkata)).toBe('30 Sep 2026');
    expect(formatProgramDate('2026-07-01', 'fr', kolkata)).toBe('01 juil. 2026');
    expect(formatProgramDate('2026-07-01', 'en', universityTimeIn('America/Los_Angeles'))).toBe(
      '01 Jul 2026',
    );
  });

  it('reads 10 digits as seconds and other numbers as milliseconds, on the university calendar', () => {
    // 2026-06-30T18:30:00Z is already 1 July in India, still 30 June in London.
    expect(formatProgramDate(1782844200, 'en', kolkata)).toBe('01 Jul 2026');
    expect(formatProgramDate('1782844200', 'en', kolkata)).toBe('01 Jul 2026');
    expect(formatProgramDate(1782844200000, 'en', kolkata)).toBe('01 Jul 2026');
    expect(formatProgramDate(1782844200, 'en', universityTimeIn('Europe/London'))).toBe('30 Jun 2026');
  });

  it('shows text that is no date as it is', () => {
    expect(formatProgramDate('soon', 'en', kolkata)).toBe('soon');
  });
});
