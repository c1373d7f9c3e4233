import { and, eq } from 'drizzle-orm';
import { enrolments } from '../../db/schema/enrolments.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

export type Enrolment = typeof enrolments.$inferSelect;

/** The learner's enrolment in batch `bpid`, or a 403: a learner reaches a batch only through one. */
export async function assertEnrolled(
  db: Db,
  user: Pick<SessionUser, 'oid' | 'eid'>,
  bpid: string,
): Promise<Enrolment> {
  const [enrolment] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.oid, user.oid), eq(enrolments.eid, user.eid), eq(enrolments.bpid, bpid)))
    .limit(1);
  if (!enrolment) throw notEnrolled();
  return enrolment;
}

/** The refusal of a batch the learner is not enrolled in. */
export function notEnrolled(): AppError {
  return new AppError('FORBIDDEN', 'You are not enrolled in that batch.', { bpid: 'not your batch' });
}

/** Every enrolment of the learner, oldest first. */
export async function enrolmentsOf(db: Db, user: Pick<SessionUser, 'oid' | 'eid'>): Promise<Enrolment[]> {
  return db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.oid, user.oid), eq(enrolments.eid, user.eid)))
    .orderBy(enrolments.enrolledOn);
}
