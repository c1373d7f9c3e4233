import { describe, expect, it } from 'vitest';
import { universityTimeIn } from '../../../lib/university-time.ts';
import { formatExamTime } from './format-exam-time.ts';

describe('formatExamTime', () => {
  it.each([
    ['2026-11-22T14:05:00+05:30', 'Asia/Kolkata', 'en', '2026-11-22 2:05 pm (GMT+5:30)'],
    ['2026-11-22T00:30:00+05:30', 'Asia/Kolkata', 'en', '2026-11-22 12:30 am (GMT+5:30)'],
    ['2026-11-22T12:00:00+05:30', 'Asia/Kolkata', 'fr', '2026-11-22 12:00 pm (UTC+5:30)'],
    ['2026-11-22T00:30:00+05:30', 'UTC', 'en', '2026-11-21 7:00 pm (UTC)'],
    // Europe/London keeps GMT in winter and BST (GMT+1) in summer: each moment says which.
    ['2026-11-22T14:05:00+05:30', 'Europe/London', 'en', '2026-11-22 8:35 am (GMT)'],
    ['2026-07-22T14:05:00+05:30', 'Europe/London', 'en', '2026-07-22 9:35 am (GMT+1)'],
  ])('shows %s in %s (%s) as %s', (iso, timeZone, language, shown) => {
    expect(formatExamTime(iso, universityTimeIn(timeZone), language)).toBe(shown);
  });

  it('shows text that is no moment as it is', () => {
    expect(formatExamTime('soon', universityTimeIn('Asia/Kolkata'), 'en')).toBe('soon');
  });
});
