import type { CourseToComplete } from '@aula/contract/certificates';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import { existingCertificate } from './generate-certificate.ts';
import { coursesLeftToComplete } from './program-completion.ts';

/**
 * What the course page tells before the request (ADR 0080): the learner's certificate of batch `bpid`
 * if issued, else the courses left by the very rule `generateCertificate` issues on, so the page, its
 * button and the server agree. A batch with no course has none left here and is refused on request.
 */
export async function certificateStatus(
  db: Db,
  user: SessionUser,
  bpid: string,
): Promise<{ certno: string | null; coursesLeft: CourseToComplete[] }> {
  const enrolment = await assertEnrolled(db, user, bpid);
  const existing = await existingCertificate(db, user, bpid);
  if (existing) return { certno: existing.certno, coursesLeft: [] };
  return { certno: null, coursesLeft: (await coursesLeftToComplete(db, enrolment)) ?? [] };
}
