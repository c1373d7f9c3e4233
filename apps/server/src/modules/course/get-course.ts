import type { Course } from '@aula/contract/course';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { programTitle } from '../programs/index.ts';

/**
 * The head of the course page. A course whose content is not loaded yet is named, and its weeks given,
 * by the program's curriculum, as on the dashboard.
 */
export async function getCourse(db: Db, user: SessionUser, bcid: string): Promise<Course> {
  const course = await studiedCourseOf(db, user, bcid);
  const [row] = await db
    .select({
      ptitle: programTitle(),
      curriculum: programs.details,
      ttitle: courses.ttitle,
      tduration: courses.tduration,
      details: courses.details,
    })
    .from(programs)
    .leftJoin(courses, and(eq(courses.oid, programs.oid), eq(courses.tid, course.tid)))
    .where(and(eq(programs.oid, user.oid), eq(programs.pid, course.pid)))
    .limit(1);
  const topic = row?.curriculum.pcurriculum?.find((entry) => entry.tid === course.tid);
  return {
    ...course,
    ptitle: row?.ptitle ?? '',
    ttitle: row?.ttitle ?? topic?.ttitle ?? course.tid,
    tduration: row?.tduration ?? topic?.tduration ?? 0,
    tdescription: row?.details?.tdescription ?? '',
  };
}
