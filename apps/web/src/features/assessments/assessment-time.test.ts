import { describe, expect, it } from 'vitest';
import { universityTimeIn } from '../../lib/university-time.ts';
import { formatAssessmentTime, formatCountdown } from './assessment-time.ts';

describe('assessment times', () => {
  it("are written DD/MM/YYYY h:mm:ss a in the university's zone, whatever the device zone", () => {
    const kolkata = universityTimeIn('Asia/Kolkata');
    expect(formatAssessmentTime('2026-11-16T03:30:00Z', kolkata)).toBe('16/11/2026 9:00:00 am');
    expect(formatAssessmentTime('2026-11-30T17:30:05Z', kolkata)).toBe('30/11/2026 11:00:05 pm');
    const cairo = universityTimeIn('Africa/Cairo');
    expect(formatAssessmentTime('2026-11-16T03:30:00Z', cairo)).toBe('16/11/2026 5:30:00 am');
    expect(formatAssessmentTime('2026-07-16T03:30:00Z', cairo)).toBe('16/07/2026 6:30:00 am');
  });

  it('count down in hours, minutes and seconds, never below zero', () => {
    expect(formatCountdown(2 * 3600_000 + 61_500)).toBe('02:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
