import { and, eq } from 'drizzle-orm';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/** A batch course the learner studies: the ids every tab of the course page reads by. */
export interface LearnerCourse {
  bcid: string;
  bpid: string;
  pid: string;
  tid: string;
}

/**
 * Batch course `bcid` of the learner's organisation, if the learner is enrolled in its batch and, for an
 * elective, chose it; otherwise a 404 (no such course) or a 403 (not theirs).
 */
export async function assertLearnerCourse(
  db: Db,
  user: Pick<SessionUser, 'oid' | 'eid'>,
  bcid: string,
): Promise<LearnerCourse> {
  const [row] = await db
    .select({
      bpid: batchCourses.bpid,
      tid: batchCourses.tid,
      telective: batchCourses.telective,
      pid: enrolments.pid,
      selectedElectives: enrolments.selectedElectives,
    })
    .from(batchCourses)
    .leftJoin(
      enrolments,
      and(
        eq(enrolments.oid, batchCourses.oid),
        eq(enrolments.bpid, batchCourses.bpid),
        eq(enrolments.eid, user.eid),
      ),
    )
    .where(and(eq(batchCourses.oid, user.oid), eq(batchCourses.bcid, bcid)))
    .limit(1);
  return learnerCourseOf(bcid, row);
}

/** What the access check reads: the batch course, and the learner's enrolment in its batch (pid null if none). */
export interface CourseEnrolmentRow {
  bpid: string;
  tid: string;
  telective: boolean;
  pid: string | null;
  selectedElectives: string[] | null;
}

/** The learner's course from what the check read of batch course `bcid`, or the refusal. */
export function learnerCourseOf(bcid: string, row: CourseEnrolmentRow | undefined): LearnerCourse {
  if (!row) throw new AppError('NOT_FOUND', 'There is no such course.', { bcid: 'no such course' });
  const chosen = !row.telective || (row.selectedElectives ?? []).includes(row.tid);
  if (row.pid === null || !chosen) {
    throw new AppError('FORBIDDEN', 'You are not enrolled in that course.', { bcid: 'not your course' });
  }
  return { bcid, bpid: row.bpid, pid: row.pid, tid: row.tid };
}
