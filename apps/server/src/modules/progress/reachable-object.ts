import type { Db } from '../../platform/db.ts';
import { assertReachable } from './course-order.ts';
import { learnerCourseProgress, opIn } from './learner-course-progress.ts';
import type { Learner } from './progress-queries.ts';

/**
 * Refuses an operation on object `objid` of batch course `bcid` that the player would not open: a
 * course the learner does not study (403/404), an object or unit the admin disabled (403), or without
 * free navigation an object whose predecessor is not complete (409). Every operation on an object's
 * content (a SCORM package's launch and commits) checks this, as `openObject` does.
 */
export async function assertObjectReachable(
  db: Db,
  learner: Learner,
  bcid: string,
  objid: string,
): Promise<void> {
  const progress = await learnerCourseProgress(db, learner, bcid);
  assertReachable(progress, objid, opIn(progress));
}
