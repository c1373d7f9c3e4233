import type { ObjectProgressCode } from '../../db/schema/progress.ts';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import { courseSwitchesFrom, courseSwitchesSql } from '../course/index.ts';
import { type LearnerCourse, studiedCourseFrom } from '../enrolments/index.ts';
import type { CourseRules } from './course-order.ts';
import { courseContent, type Learner } from './progress-queries.ts';

export interface ObjectRow {
  op: ObjectProgressCode;
  timespent: number;
}

/** The learner's one open object (ADR 0063), when it is in this course. */
export interface OpenObject {
  objid: string;
  openedAt: Date;
}

/** A course of the learner's with its content and rules, and everything the learner has done in it. */
export interface LearnerCourseProgress extends CourseRules {
  course: LearnerCourse;
  ttitle: string;
  tp: ObjectProgressCode;
  lastObjid: string | null;
  objects: Map<string, ObjectRow>;
  open: OpenObject | null;
}

/*
 * The batch course with the learner's row of the enrolment scope (learner_courses, ADR 0069: what the
 * course page's check reads), the learner's course row, their object rows (as [objid, op, timespent]),
 * their open object if it is in this course, and what the admin switched off in it: one round trip,
 * index reads.
 */
const learnerCourseSql = `
select bc.bpid, bc.tid, lc.pid, cp.tp, cp.last_objid,
  oo.objid as open_objid, extract(epoch from oo.opened_at)::float8 * 1000 as open_ms,
  (select coalesce(json_agg(json_build_array(o.objid, o.op, o.timespent)), '[]'::json)
    from object_progress o where o.oid = $1::text and o.eid = $2::text and o.bcid = $3::text) as objects,
  ${courseSwitchesSql('$1', '$3')} as switched_off
from batch_courses bc
left join learner_courses lc on lc.oid = bc.oid and lc.bcid = bc.bcid and lc.eid = $2::text
left join course_progress cp on cp.oid = bc.oid and cp.eid = $2::text and cp.bcid = bc.bcid
left join open_objects oo on oo.oid = bc.oid and oo.eid = $2::text and oo.bcid = bc.bcid
where bc.oid = $1::text and bc.bcid = $3::text`;

/**
 * Batch course `bcid` of the learner's (refused as the course page refuses it otherwise), its content
 * (from the structure cache), its switches, and the learner's rows in it.
 */
export async function learnerCourseProgress(
  db: Db,
  user: Learner,
  bcid: string,
): Promise<LearnerCourseProgress> {
  const [row] = await preparedRunnerOf(db)(learnerCourseSql, [user.oid, user.eid, bcid]);
  const course = studiedCourseFrom(
    bcid,
    row && { bpid: row.bpid as string, tid: row.tid as string, pid: row.pid as string | null },
  );
  const content = await courseContent(db, user.oid, course.tid);
  const objects = row?.objects as [string, ObjectProgressCode, number][];
  const openObjid = (row?.open_objid as string | null) ?? null;
  return {
    course,
    ttitle: content?.ttitle ?? course.tid,
    details: content?.details ?? null,
    freenavigation: content?.freenavigation ?? false,
    switches: courseSwitchesFrom(row?.switched_off),
    tp: (row?.tp as ObjectProgressCode | null) ?? 0,
    lastObjid: (row?.last_objid as string | null) ?? null,
    objects: new Map(objects.map(([objid, op, timespent]) => [objid, { op, timespent }])),
    open: openObjid === null ? null : { objid: openObjid, openedAt: new Date(row?.open_ms as number) },
  };
}

/** The learner's op in an object: 0 when they have no row for it. */
export function opIn(progress: LearnerCourseProgress): (objid: string) => ObjectProgressCode {
  return (objid) => progress.objects.get(objid)?.op ?? 0;
}
