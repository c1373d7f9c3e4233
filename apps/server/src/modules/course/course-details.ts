import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { LearnerCourse } from '../enrolments/index.ts';

/** The authored content of a learner's course, or null while its content is not loaded yet. */
export async function courseDetails(
  db: Db,
  oid: string,
  course: LearnerCourse,
): Promise<CourseDetails | null> {
  const [row] = await db
    .select({ details: courses.details })
    .from(courses)
    .where(and(eq(courses.oid, oid), eq(courses.tid, course.tid)))
    .limit(1);
  return row?.details ?? null;
}
