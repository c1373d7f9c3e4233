import type { ReferenceItem } from '@aula/contract/course';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { withAddress } from './attachment-address.ts';
import { courseDetails } from './course-details.ts';

/** The references of one of the learner's courses, in the authored order, files signed by `sign`. */
export async function getReferences(
  db: Db,
  user: SessionUser,
  bcid: string,
  sign: (path: string) => string,
): Promise<{ refer: ReferenceItem[] }> {
  const course = await studiedCourseOf(db, user, bcid);
  const details = await courseDetails(db, user.oid, course);
  return { refer: (details?.references ?? []).map((item) => withAddress(item, sign)) };
}
