import type { CourseVideoItem } from '@aula/contract/course';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { withAddress } from './attachment-address.ts';
import { courseDetails } from './course-details.ts';

/** The course videos of one of the learner's courses, newest first, files signed by `sign`. */
export async function getCourseVideos(
  db: Db,
  user: SessionUser,
  bcid: string,
  sign: (path: string) => string,
): Promise<{ video: CourseVideoItem[] }> {
  const course = await studiedCourseOf(db, user, bcid);
  const details = await courseDetails(db, user.oid, course);
  const video = (details?.videos ?? [])
    .map((item) => withAddress(item, sign))
    .sort((a, b) => b.date.localeCompare(a.date));
  return { video };
}
