import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { assertEnrolled, assertLearnerOfCourse } from '../enrolments/index.ts';
import type { AssessmentRow } from './policy.ts';

function noSuchLearner(): AppError {
  return new AppError('NOT_FOUND', 'There is no such learner in this course.', {
    eid: 'not a learner of this course',
  });
}

/**
 * Staff name learner `eid` for an assessment they teach (the policy has checked it): the learner
 * studies its batch course (bpid, tid), or for one of the whole batch is enrolled in the batch; else
 * a 404 naming `eid`, whether the account exists or not. Answers the learner's account id and name.
 */
export async function learnerOfAssessment(
  db: Db,
  assessment: Pick<AssessmentRow, 'oid' | 'bpid' | 'tid'>,
  eid: string,
): Promise<{ userId: string; name: string }> {
  const { oid, bpid, tid } = assessment;
  if (tid === null) {
    await assertEnrolled(db, { oid, eid }, bpid).catch(() => {
      throw noSuchLearner();
    });
  } else {
    const [course] = await db
      .select({ bcid: batchCourses.bcid })
      .from(batchCourses)
      .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bpid, bpid), eq(batchCourses.tid, tid)))
      .limit(1);
    if (!course) throw noSuchLearner();
    await assertLearnerOfCourse(db, oid, eid, course.bcid);
  }
  const [account] = await db
    .select({ userId: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.oid, oid), eq(users.eid, eid)))
    .limit(1);
  if (!account) throw noSuchLearner();
  return account;
}
