import { describe, expect, it } from 'vitest';
import { formatAssessmentTime, formatCountdown } from './university-time.ts';

describe('assessment times', () => {
  it('are written DD/MM/YYYY h:mm:ss a in India, whatever the device zone', () => {
    expect(formatAssessmentTime('2026-11-16T03:30:00Z')).toBe('16/11/2026 9:00:00 am');
    expect(formatAssessmentTime('2026-11-30T17:30:05Z')).toBe('30/11/2026 11:00:05 pm');
  });

  it('count down in hours, minutes and seconds, never below zero', () => {
    expect(formatCountdown(2 * 3600_000 + 61_500)).toBe('02:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
