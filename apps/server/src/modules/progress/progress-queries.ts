import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses, batches, programs } from '../../db/schema/programs.ts';
import { courseProgress, type ObjectProgressCode, objectProgress } from '../../db/schema/progress.ts';
import type { Db } from '../../platform/db.ts';

export interface Learner {
  oid: string;
  eid: string;
}

/** The learner's enrolments with their batch and program, oldest enrolment first. */
export async function enrolledBatches(db: Db, { oid, eid }: Learner, onlyBpid?: string) {
  return db
    .select({
      bpid: enrolments.bpid,
      pid: enrolments.pid,
      selectedElectives: enrolments.selectedElectives,
      btitle: batches.title,
      startsAt: batches.startsAt,
      endsAt: batches.endsAt,
      pname: programs.pname,
      details: programs.details,
    })
    .from(enrolments)
    .innerJoin(batches, and(eq(batches.oid, enrolments.oid), eq(batches.bpid, enrolments.bpid)))
    .innerJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .where(
      and(
        eq(enrolments.oid, oid),
        eq(enrolments.eid, eid),
        onlyBpid === undefined ? undefined : eq(enrolments.bpid, onlyBpid),
      ),
    )
    .orderBy(asc(enrolments.enrolledOn), asc(enrolments.bpid));
}
export type EnrolledBatch = Awaited<ReturnType<typeof enrolledBatches>>[number];

export interface BatchCourseRow {
  bpid: string;
  bcid: string;
  tid: string;
  telective: boolean;
  /** Null when the course's content is not loaded yet: the program's curriculum still names it. */
  ttitle: string | null;
  tduration: number | null;
  details: CourseDetails | null;
}

/** The courses of the batches, in each batch's order, with the course content where it exists. */
export async function coursesOfBatches(db: Db, oid: string, bpids: string[]): Promise<BatchCourseRow[]> {
  if (bpids.length === 0) return [];
  return db
    .select({
      bpid: batchCourses.bpid,
      bcid: batchCourses.bcid,
      tid: batchCourses.tid,
      telective: batchCourses.telective,
      ttitle: courses.ttitle,
      tduration: courses.tduration,
      details: courses.details,
    })
    .from(batchCourses)
    .leftJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
    .where(and(eq(batchCourses.oid, oid), inArray(batchCourses.bpid, bpids)))
    .orderBy(asc(batchCourses.bpid), asc(batchCourses.position));
}

export interface LearnerProgress {
  /** Completed objects per batch course. */
  completed: Map<string, Set<string>>;
  /** The course state (tp) per batch course the learner has a row for. */
  tp: Map<string, ObjectProgressCode>;
  /** True when the learner has opened or completed anything in these courses. */
  touched: boolean;
}

/** What the learner has done in the batch courses `bcids`. */
export async function progressInCourses(
  db: Db,
  { oid, eid }: Learner,
  bcids: string[],
): Promise<LearnerProgress> {
  const result: LearnerProgress = { completed: new Map(), tp: new Map(), touched: false };
  if (bcids.length === 0) return result;
  const objects = await db
    .select({ bcid: objectProgress.bcid, objid: objectProgress.objid, op: objectProgress.op })
    .from(objectProgress)
    .where(
      and(eq(objectProgress.oid, oid), eq(objectProgress.eid, eid), inArray(objectProgress.bcid, bcids)),
    );
  for (const { bcid, objid, op } of objects) {
    if (op > 0) result.touched = true;
    if (op !== 2) continue;
    const done = result.completed.get(bcid) ?? new Set<string>();
    done.add(objid);
    result.completed.set(bcid, done);
  }
  const states = await db
    .select({ bcid: courseProgress.bcid, tp: courseProgress.tp, lastObjid: courseProgress.lastObjid })
    .from(courseProgress)
    .where(
      and(eq(courseProgress.oid, oid), eq(courseProgress.eid, eid), inArray(courseProgress.bcid, bcids)),
    );
  for (const { bcid, tp, lastObjid } of states) {
    result.tp.set(bcid, tp);
    if (tp > 0 || lastObjid !== null) result.touched = true;
  }
  return result;
}
