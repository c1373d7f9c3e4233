import type { LastOpened } from '@aula/contract/progress';
import type { Db } from '../../platform/db.ts';
import { locateObject } from './course-objects.ts';
import {
  type BatchCourseRow,
  courseContent,
  type EnrolledBatch,
  type LearnerRow,
  programTexts,
} from './progress-queries.ts';

/**
 * The learning object the learner opened last, with the titles of its program, course, unit and
 * nugget; null when they have opened nothing (or the object has since left the course). Only a course
 * of a batch they are still enrolled in counts, whose content is loaded and whose program (the
 * enrolment's) exists. Worked out from the learner's course rows ('c': the object they were last at
 * and when) and the structure cache, so the learner home needs no query of its own for it.
 */
export async function findLastOpened(
  db: Db,
  oid: string,
  enrolled: readonly EnrolledBatch[],
  courses: readonly BatchCourseRow[],
  rows: readonly LearnerRow[],
): Promise<LastOpened | null> {
  const courseOf = new Map(
    courses.filter((course) => course.ttitle !== null).map((course) => [course.bcid, course]),
  );
  const candidates = rows
    .filter(
      (row) => row.kind === 'c' && row.objid !== null && row.openedMs !== null && courseOf.has(row.bcid),
    )
    .sort((a, b) => (b.openedMs ?? 0) - (a.openedMs ?? 0));
  for (const row of candidates) {
    const course = courseOf.get(row.bcid);
    const batch = course && enrolled.find((each) => each.bpid === course.bpid);
    if (!course || !batch || row.objid === null || row.openedMs === null) continue;
    const program = await programTexts(db, oid, batch.pid);
    if (!program) continue;
    const content = await courseContent(db, oid, course.tid);
    const located = content && locateObject(content.details, row.objid);
    if (!content || !located) return null;
    return {
      pid: batch.pid,
      bpid: batch.bpid,
      bcid: row.bcid,
      tid: course.tid,
      ptitle: program.details.ptitle ?? program.pname,
      ttitle: content.ttitle,
      objid: row.objid,
      openedAt: new Date(row.openedMs).toISOString(),
      ...located,
    };
  }
  return null;
}
