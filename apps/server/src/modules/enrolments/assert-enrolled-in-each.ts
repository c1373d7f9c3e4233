import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { enrolmentsOf } from './policy.ts';

/**
 * The distinct bpids of a list, or a 403 naming `field` unless the learner is enrolled in every one
 * (the list form of `assertEnrolled`, answered with one query).
 */
export async function assertEnrolledInEach(
  db: Db,
  user: SessionUser,
  bpids: readonly string[],
  field: string,
): Promise<string[]> {
  const wanted = [...new Set(bpids)];
  if (wanted.length === 0) return [];
  const mine = new Set((await enrolmentsOf(db, user)).map((enrolment) => enrolment.bpid));
  if (wanted.some((bpid) => !mine.has(bpid))) {
    throw new AppError('FORBIDDEN', 'You are not enrolled in that batch.', { [field]: 'not your batch' });
  }
  return wanted;
}
