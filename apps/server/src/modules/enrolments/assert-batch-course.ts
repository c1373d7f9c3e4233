import { and, eq } from 'drizzle-orm';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

export interface LearnerBatchCourse {
  bcid: string;
  bpid: string;
  pid: string;
  tid: string;
}

/**
 * A course as one of the learner's batches runs it (by its bcid), or a 403: the learner must be
 * enrolled in its batch and, for an elective, have chosen it. Whether the bcid exists at all is not
 * told to someone who may not see it.
 */
export async function assertBatchCourse(
  db: Db,
  user: SessionUser,
  bcid: string,
): Promise<LearnerBatchCourse> {
  const [row] = await db
    .select({
      bpid: batchCourses.bpid,
      tid: batchCourses.tid,
      telective: batchCourses.telective,
      pid: enrolments.pid,
      selectedElectives: enrolments.selectedElectives,
    })
    .from(batchCourses)
    .innerJoin(
      enrolments,
      and(
        eq(enrolments.oid, batchCourses.oid),
        eq(enrolments.bpid, batchCourses.bpid),
        eq(enrolments.eid, user.eid),
      ),
    )
    .where(and(eq(batchCourses.oid, user.oid), eq(batchCourses.bcid, bcid)))
    .limit(1);
  if (!row || (row.telective && !row.selectedElectives.includes(row.tid))) {
    throw new AppError('FORBIDDEN', 'That course is not one of yours.', { bcid: 'not your course' });
  }
  return { bcid, bpid: row.bpid, pid: row.pid, tid: row.tid };
}
