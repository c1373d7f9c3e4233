import type { ScheduledCourse } from '@aula/contract/program-info';
import { addDays } from '../../platform/university-time.ts';

export interface PlannedCourse {
  bcid: string;
  tid: string;
  ttitle: string;
  /** Weeks. */
  tdur: number;
  telective: boolean;
}

/**
 * The batch's plan week by week: its courses follow each other in the batch's order from its first
 * day (`psd`), each for its duration in weeks. A course of no weeks takes a place in the week it
 * starts without moving the next one.
 */
export function scheduleCourses(psd: string, courses: readonly PlannedCourse[]): ScheduledCourse[] {
  let week = 1;
  return courses.map((course) => {
    const startWeek = week;
    const endWeek = startWeek + Math.max(course.tdur, 1) - 1;
    week += course.tdur;
    return {
      ...course,
      startWeek,
      endWeek,
      startDay: addDays(psd, (startWeek - 1) * 7),
      endDay: addDays(psd, endWeek * 7 - 1),
    };
  });
}
