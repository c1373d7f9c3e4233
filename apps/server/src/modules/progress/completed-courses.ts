import type { Db } from '../../platform/db.ts';
import { countableObjectIds } from './course-objects.ts';
import {
  coursesOfBatches,
  type Learner,
  learnerProgressRows,
  progressInCourses,
} from './progress-queries.ts';

/**
 * The courses of batch `bpid` the learner has completed by the rules (ADR 0063): the course is complete
 * (tp 2) and so is every one of its countable objects, of which it has at least one. What a certificate
 * is issued on, read afresh from the object rows, so that a course row marked complete by an older rule
 * (the last object with free navigation) or by hand does not issue one.
 */
export async function completedCourses(db: Db, learner: Learner, bpid: string): Promise<Set<string>> {
  const [courses, rows] = await Promise.all([
    coursesOfBatches(db, learner.oid, [bpid]),
    learnerProgressRows(db, learner),
  ]);
  const progress = progressInCourses(
    rows,
    courses.map((course) => course.bcid),
  );
  const complete = courses.filter((course) => {
    const countable = countableObjectIds(course.details, course.switches);
    const done = progress.completed.get(course.bcid);
    return (
      progress.tp.get(course.bcid) === 2 &&
      countable.length > 0 &&
      countable.every((objid) => done?.has(objid))
    );
  });
  return new Set(complete.map((course) => course.bcid));
}
