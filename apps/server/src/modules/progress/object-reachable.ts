import type { Db } from '../../platform/db.ts';
import type { LearnerCourse } from '../enrolments/index.ts';
import { assertReachable } from './course-order.ts';
import { learnerCourseProgress, opIn } from './learner-course-progress.ts';
import type { Learner } from './progress-queries.ts';

/**
 * The player's rule for every operation on a learning object (a quiz, a mini assignment): batch course
 * `bcid` is the learner's, the object `objid` is one of its objects, neither it nor its unit is
 * disabled, and without free navigation the object before it is complete. Refused with the same
 * statuses and messages as opening it (openObject): 404, 403, 409. Answers the learner's course.
 */
export async function assertObjectReachable(
  db: Db,
  learner: Learner,
  { bcid, objid }: { bcid: string; objid: string },
): Promise<LearnerCourse> {
  const progress = await learnerCourseProgress(db, learner, bcid);
  assertReachable(progress, objid, opIn(progress));
  return progress.course;
}
