import type { CourseInstructor } from '@aula/contract/course';
import { and, eq } from 'drizzle-orm';
import { courseInstructors } from '../../db/schema/course-instructors.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';

/**
 * Who teaches batch course `bcid` (course-instructors.json), without their e-mail address; undefined
 * when none is named. The one source of the instructor's name, on the course page and in the instructor
 * feedback dialog alike.
 */
export async function instructorOf(db: Db, oid: string, bcid: string): Promise<CourseInstructor | undefined> {
  const [instructor] = await db
    .select({
      name: courseInstructors.name,
      designation: courseInstructors.designation,
      org: courseInstructors.org,
      pic: courseInstructors.pic,
    })
    .from(courseInstructors)
    .where(and(eq(courseInstructors.oid, oid), eq(courseInstructors.bcid, bcid)));
  return instructor;
}

/** The instructor of one of the learner's courses; null when none is named. */
export async function getCourseInstructor(
  db: Db,
  user: SessionUser,
  bcid: string,
): Promise<{ instructor: CourseInstructor | null }> {
  await studiedCourseOf(db, user, bcid);
  return { instructor: (await instructorOf(db, user.oid, bcid)) ?? null };
}
