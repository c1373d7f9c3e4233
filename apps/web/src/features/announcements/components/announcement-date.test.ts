import { describe, expect, it } from 'vitest';
import { universityTimeIn } from '../../../lib/university-time.ts';
import { announcementDate } from './announcement-date.ts';

const kolkata = universityTimeIn('Asia/Kolkata');

describe('announcementDate', () => {
  it('writes epoch seconds as DD/MM/YYYY', () => {
    expect(announcementDate(1782876600, kolkata)).toBe('01/07/2026');
  });

  it('takes the day at the university: 20:00 UTC on 31 December is already 1 January in India, not yet in Accra', () => {
    const moment = Date.UTC(2026, 11, 31, 20, 0) / 1000;
    expect(announcementDate(moment, kolkata)).toBe('01/01/2027');
    expect(announcementDate(moment, universityTimeIn('Africa/Accra'))).toBe('31/12/2026');
  });
});
