import type { ObjectProgressCode } from '../../db/schema/progress.ts';

export interface CourseTally {
  /** Objects that count towards the course. */
  total: number;
  /** Of those, the ones complete. */
  done: number;
}

/**
 * How much of a course is done: its completed countable objects, or all of them once the course is
 * complete (tp 2; with free navigation a course may be completed without every object).
 */
export function tallyCourse(
  countable: readonly string[],
  completed: ReadonlySet<string>,
  tp: ObjectProgressCode,
): CourseTally {
  const total = countable.length;
  if (tp === 2) return { total, done: total };
  return { total, done: countable.filter((objid) => completed.has(objid)).length };
}

/** Whole percent rounded down, so that 99.9 stays 99; 0 when there is nothing to do. */
function share({ total, done }: CourseTally): number {
  return total === 0 ? 0 : Math.min(100, Math.floor((done / total) * 100));
}

/** A course's percent: 100 once complete (tp 2), else its share of completed objects. */
export function coursePercent(tally: CourseTally, tp: ObjectProgressCode): number {
  return tp === 2 ? 100 : share(tally);
}

/**
 * A program's percent: the share of completed objects over the courses the learner takes, weighting
 * each course by its size. It reads 100 only when every one of those courses is at 100, so a course
 * still without content keeps the program from looking finished.
 */
export function programPercent(sum: CourseTally, coursePercents: readonly number[]): number {
  if (coursePercents.length === 0) return 0;
  if (coursePercents.every((percent) => percent === 100)) return 100;
  return Math.min(99, share(sum));
}
