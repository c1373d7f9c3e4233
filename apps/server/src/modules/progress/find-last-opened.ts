import type { LastOpened } from '@aula/contract/progress';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses, programs } from '../../db/schema/programs.ts';
import { courseProgress } from '../../db/schema/progress.ts';
import type { Db } from '../../platform/db.ts';
import { locateObject } from './course-objects.ts';
import type { Learner } from './progress-queries.ts';

/**
 * The learning object the learner opened last, in a batch they are still enrolled in, with the titles
 * of its program, course, unit and nugget; null when they have opened nothing (or the object has since
 * left the course).
 */
export async function findLastOpened(db: Db, { oid, eid }: Learner): Promise<LastOpened | null> {
  const [row] = await db
    .select({
      bcid: courseProgress.bcid,
      objid: courseProgress.lastObjid,
      openedAt: courseProgress.lastOpenedAt,
      bpid: batchCourses.bpid,
      tid: batchCourses.tid,
      pid: enrolments.pid,
      ttitle: courses.ttitle,
      details: courses.details,
      pname: programs.pname,
      programDetails: programs.details,
    })
    .from(courseProgress)
    .innerJoin(
      batchCourses,
      and(eq(batchCourses.oid, courseProgress.oid), eq(batchCourses.bcid, courseProgress.bcid)),
    )
    .innerJoin(
      enrolments,
      and(
        eq(enrolments.oid, courseProgress.oid),
        eq(enrolments.eid, courseProgress.eid),
        eq(enrolments.bpid, batchCourses.bpid),
      ),
    )
    .innerJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
    .innerJoin(programs, and(eq(programs.oid, enrolments.oid), eq(programs.pid, enrolments.pid)))
    .where(
      and(
        eq(courseProgress.oid, oid),
        eq(courseProgress.eid, eid),
        isNotNull(courseProgress.lastObjid),
        isNotNull(courseProgress.lastOpenedAt),
      ),
    )
    .orderBy(desc(courseProgress.lastOpenedAt))
    .limit(1);
  if (!row?.objid || !row.openedAt) return null;
  const located = locateObject(row.details, row.objid);
  if (!located) return null;
  return {
    pid: row.pid,
    bpid: row.bpid,
    bcid: row.bcid,
    tid: row.tid,
    ptitle: row.programDetails.ptitle ?? row.pname,
    ttitle: row.ttitle,
    objid: row.objid,
    openedAt: row.openedAt.toISOString(),
    ...located,
  };
}
