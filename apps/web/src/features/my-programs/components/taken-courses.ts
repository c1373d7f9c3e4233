import type { CourseProgress, ProgramProgress } from '../../../lib/user-progress.ts';

/** The program's courses the learner takes: electives they did not select are hidden (spec 2 §2). */
export function takenCourses(program: ProgramProgress): CourseProgress[] {
  return program.tcourses.filter((course) => course.selected);
}
