import { describe, expect, it } from 'vitest';
import { addMonths, monthWeeks } from './calendar-days.ts';

describe('monthWeeks', () => {
  it('lays November 2026 out in weeks from Sunday, with the neighbouring days marked', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 }, 0);
    // 1 November 2026 is a Sunday; 30 November a Monday.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(weeks[4]?.map((each) => each.day)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]?.[2]?.inMonth).toBe(false);
  });

  it('starts weeks on Monday when asked', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 }, 1);
    expect(weeks[0]?.[0]).toEqual({ day: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(weeks.flat().filter((each) => each.inMonth)).toHaveLength(30);
  });
});

describe('addMonths', () => {
  it('crosses years both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});
