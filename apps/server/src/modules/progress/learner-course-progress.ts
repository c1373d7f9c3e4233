import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { courseProgress, type ObjectProgressCode, objectProgress } from '../../db/schema/progress.ts';
import type { Db } from '../../platform/db.ts';
import { assertLearnerCourse, type LearnerCourse } from '../course/index.ts';
import type { CourseRules } from './course-order.ts';
import type { Learner } from './progress-queries.ts';

export interface ObjectRow {
  op: ObjectProgressCode;
  timespent: number;
  openedAt: Date | null;
}

/** A course of the learner's with its content and rules, and everything the learner has done in it. */
export interface LearnerCourseProgress extends CourseRules {
  course: LearnerCourse;
  ttitle: string;
  tp: ObjectProgressCode;
  lastObjid: string | null;
  objects: Map<string, ObjectRow>;
}

/**
 * Batch course `bcid` of the learner's (refused as the course page refuses it otherwise), its content,
 * and the learner's rows in it: three indexed reads.
 */
export async function learnerCourseProgress(
  db: Db,
  user: Learner,
  bcid: string,
): Promise<LearnerCourseProgress> {
  const course = await assertLearnerCourse(db, user, bcid);
  const [content] = await db
    .select({ ttitle: courses.ttitle, freenavigation: courses.freenavigation, details: courses.details })
    .from(courses)
    .where(and(eq(courses.oid, user.oid), eq(courses.tid, course.tid)))
    .limit(1);
  const learner = { oid: user.oid, eid: user.eid, bcid };
  const rows = await db
    .select({
      objid: objectProgress.objid,
      op: objectProgress.op,
      timespent: objectProgress.timespent,
      openedAt: objectProgress.openedAt,
    })
    .from(objectProgress)
    .where(
      and(
        eq(objectProgress.oid, learner.oid),
        eq(objectProgress.eid, learner.eid),
        eq(objectProgress.bcid, learner.bcid),
      ),
    );
  const [state] = await db
    .select({ tp: courseProgress.tp, lastObjid: courseProgress.lastObjid })
    .from(courseProgress)
    .where(
      and(
        eq(courseProgress.oid, learner.oid),
        eq(courseProgress.eid, learner.eid),
        eq(courseProgress.bcid, learner.bcid),
      ),
    )
    .limit(1);
  return {
    course,
    ttitle: content?.ttitle ?? course.tid,
    details: content?.details ?? null,
    freenavigation: content?.freenavigation ?? false,
    tp: state?.tp ?? 0,
    lastObjid: state?.lastObjid ?? null,
    objects: new Map(rows.map(({ objid, ...row }) => [objid, row])),
  };
}

/** The learner's op in an object: 0 when they have no row for it. */
export function opIn(progress: LearnerCourseProgress): (objid: string) => ObjectProgressCode {
  return (objid) => progress.objects.get(objid)?.op ?? 0;
}
