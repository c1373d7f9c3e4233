import type { CourseInstructor } from '@aula/contract/course';
import { and, eq } from 'drizzle-orm';
import { courseInstructors } from '../../db/schema/course-instructors.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';

/** The instructor of one of the learner's courses, without their e-mail address; null when none is named. */
export async function getCourseInstructor(
  db: Db,
  user: SessionUser,
  bcid: string,
): Promise<{ instructor: CourseInstructor | null }> {
  await studiedCourseOf(db, user, bcid);
  const [instructor] = await db
    .select({
      name: courseInstructors.name,
      designation: courseInstructors.designation,
      org: courseInstructors.org,
      pic: courseInstructors.pic,
    })
    .from(courseInstructors)
    .where(and(eq(courseInstructors.oid, user.oid), eq(courseInstructors.bcid, bcid)));
  return { instructor: instructor ?? null };
}
