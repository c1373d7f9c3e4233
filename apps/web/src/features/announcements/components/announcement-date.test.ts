import { describe, expect, it } from 'vitest';
import { announcementDate } from './announcement-date.ts';

describe('announcementDate', () => {
  it('writes epoch seconds as DD/MM/YYYY', () => {
    expect(announcementDate(1782876600)).toBe('01/07/2026');
  });

  it('takes the day in India: 20:00 UTC on 31 December is already 1 January there', () => {
    expect(announcementDate(Date.UTC(2026, 11, 31, 20, 0) / 1000)).toBe('01/01/2027');
  });
});
