import { describe, expect, it } from 'vitest';
import { formatExamTime } from './format-exam-time.ts';

describe('formatExamTime', () => {
  it.each([
    ['2026-11-22T14:05:00+05:30', 'Asia/Kolkata', '2026-11-22 2:05 pm'],
    ['2026-11-22T00:30:00+05:30', 'Asia/Kolkata', '2026-11-22 12:30 am'],
    ['2026-11-22T12:00:00+05:30', 'Asia/Kolkata', '2026-11-22 12:00 pm'],
    ['2026-11-22T00:30:00+05:30', 'UTC', '2026-11-21 7:00 pm'],
  ])('shows %s in %s as %s', (iso, timeZone, shown) => {
    expect(formatExamTime(iso, timeZone)).toBe(shown);
  });
});
