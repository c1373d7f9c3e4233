import { describe, expect, it } from 'vitest';
import { formatPlayTime } from './play-time.ts';

describe('formatPlayTime', () => {
  it('writes seconds as m:ss', () => {
    expect(formatPlayTime(0)).toBe('0:00');
    expect(formatPlayTime(9.9)).toBe('0:09');
    expect(formatPlayTime(75)).toBe('1:15');
    expect(formatPlayTime(3600)).toBe('60:00');
  });

  it('writes a length not known yet as 0:00', () => {
    expect(formatPlayTime(Number.NaN)).toBe('0:00');
    expect(formatPlayTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
