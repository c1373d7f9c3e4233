import { describe, expect, it } from 'vitest';
import { scheduleCourses } from './schedule-courses.ts';

const course = (tid: string, tdur: number) => ({
  bcid: `b-${tid}`,
  tid,
  ttitle: tid,
  tdur,
  telective: false,
});

describe('the academic schedule', () => {
  it('runs the courses one after another from the first day of the batch', () => {
    const [first, second] = scheduleCourses('2026-07-01', [course('a', 4), course('b', 6)]);
    expect(first).toMatchObject({ startWeek: 1, endWeek: 4, startDay: '2026-07-01', endDay: '2026-07-28' });
    expect(second).toMatchObject({ startWeek: 5, endWeek: 10, startDay: '2026-07-29', endDay: '2026-09-08' });
  });

  it('gives a course of no weeks its starting week without moving the next course', () => {
    const [empty, next] = scheduleCourses('2026-12-28', [course('a', 0), course('b', 1)]);
    expect(empty).toMatchObject({ startWeek: 1, endWeek: 1, startDay: '2026-12-28', endDay: '2027-01-03' });
    expect(next).toMatchObject({ startWeek: 1, endWeek: 1 });
  });
});
