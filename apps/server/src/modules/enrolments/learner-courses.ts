import { and, eq } from 'drizzle-orm';
import { learnerCourses } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from './policy.ts';

/*
 * The one enrolment scope (ADR 0069): a learner studies a batch course when enrolled in its batch and,
 * for an elective, having chosen it. The rule is written once, as the view `learner_courses`
 * (migration 0007); this file is every module's way to it: the course page's check and its refusals,
 * the check of what belongs to a batch and maybe one of its courses (an assessment, an announcement),
 * and the same check as SQL for the statements of the hot paths.
 */

type Learner = Pick<SessionUser, 'oid' | 'eid'>;

/** A batch course the learner studies: the ids every tab of the course page reads by. */
export interface LearnerCourse {
  bcid: string;
  bpid: string;
  pid: string;
  tid: string;
}

/**
 * What a check read of batch course `bcid`: the course (no row: no such course) and the program of the
 * learner's learner_courses row (null: not theirs).
 */
export interface StudiedCourseRow {
  bpid: string;
  tid: string;
  pid: string | null;
}

/** The learner's course from what a check read of batch course `bcid`, or the refusal (404 or 403). */
export function studiedCourseFrom(bcid: string, row: StudiedCourseRow | undefined): LearnerCourse {
  if (!row) throw new AppError('NOT_FOUND', 'There is no such course.', { bcid: 'no such course' });
  if (row.pid === null) throw notYourCourse();
  return { bcid, bpid: row.bpid, pid: row.pid, tid: row.tid };
}

/** The refusal of a course the learner does not study. */
export function notYourCourse(): AppError {
  return new AppError('FORBIDDEN', 'You are not enrolled in that course.', { bcid: 'not your course' });
}

/**
 * Batch course `bcid` of the learner's organisation when the learner studies it; otherwise a 404 (no
 * such course) or a 403 (not theirs).
 */
export async function studiedCourseOf(db: Db, user: Learner, bcid: string): Promise<LearnerCourse> {
  const [row] = await db
    .select({ bpid: batchCourses.bpid, tid: batchCourses.tid, pid: learnerCourses.pid })
    .from(batchCourses)
    .leftJoin(
      learnerCourses,
      and(
        eq(learnerCourses.oid, batchCourses.oid),
        eq(learnerCourses.bcid, batchCourses.bcid),
        eq(learnerCourses.eid, user.eid),
      ),
    )
    .where(and(eq(batchCourses.oid, user.oid), eq(batchCourses.bcid, bcid)))
    .limit(1);
  return studiedCourseFrom(bcid, row);
}

/**
 * What belongs to batch `bpid` and, when `tid` is given, to its course `tid` (an assessment, an
 * announcement) is the learner's when they study that course there; with no `tid`, when they are
 * enrolled in the batch. Otherwise a 403, with assertEnrolled's message for the batch and
 * studiedCourseOf's for the course (an elective they did not choose, a course the batch does not run).
 */
export async function assertStudies(
  db: Db,
  user: Learner,
  { bpid, tid }: { bpid: string; tid: string | null },
): Promise<void> {
  if (tid === null) {
    await assertEnrolled(db, user, bpid);
    return;
  }
  const [studied] = await db
    .select({ bcid: learnerCourses.bcid })
    .from(learnerCourses)
    .where(
      and(
        eq(learnerCourses.oid, user.oid),
        eq(learnerCourses.eid, user.eid),
        eq(learnerCourses.bpid, bpid),
        eq(learnerCourses.tid, tid),
      ),
    )
    .limit(1);
  if (!studied) throw notYourCourse();
}

/** The tids of the courses the learner studies in batch `bpid`, as a subquery (for `inArray`). */
export function studiedTidsOf(db: Db, user: Learner, bpid: string) {
  return db
    .select({ tid: learnerCourses.tid })
    .from(learnerCourses)
    .where(
      and(eq(learnerCourses.oid, user.oid), eq(learnerCourses.eid, user.eid), eq(learnerCourses.bpid, bpid)),
    );
}

/** SQL expressions (columns or parameters) naming a learner and what they would reach. */
export interface ReachSql {
  oid: string;
  eid: string;
  bpid: string;
  /** A course's tid; an expression that is null for what belongs to the whole batch. */
  tid: string;
}

/**
 * `assertStudies` as a condition for raw statements (the exam's draft save): true when learner `eid`
 * of `oid` is enrolled in batch `bpid` and, when `tid` is not null, studies its course `tid`. Each
 * branch is one key lookup (the enrolment; the enrolment and the batch course through the view).
 */
export function reachesSql({ oid, eid, bpid, tid }: ReachSql): string {
  return `(case when ${tid} is null
  then exists (select 1 from enrolments as reached_batch
    where reached_batch.oid = ${oid} and reached_batch.eid = ${eid} and reached_batch.bpid = ${bpid})
  else exists (select 1 from learner_courses as reached_course
    where reached_course.oid = ${oid} and reached_course.eid = ${eid} and reached_course.bpid = ${bpid}
      and reached_course.tid = ${tid}) end)`;
}

/**
 * For staff naming a learner of a course they teach (the policy has checked the course): the learner
 * `eid` of `oid` studies batch course `bcid`, else a 404 naming `eid`, whether the account exists or
 * not (an instructor learns nothing of learners outside their courses).
 */
export async function assertLearnerOfCourse(db: Db, oid: string, eid: string, bcid: string): Promise<void> {
  const [studied] = await db
    .select({ bcid: learnerCourses.bcid })
    .from(learnerCourses)
    .where(and(eq(learnerCourses.oid, oid), eq(learnerCourses.eid, eid), eq(learnerCourses.bcid, bcid)))
    .limit(1);
  if (!studied) {
    throw new AppError('NOT_FOUND', 'There is no such learner in this course.', {
      eid: 'not a learner of this course',
    });
  }
}
