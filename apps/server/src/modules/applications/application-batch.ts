import { and, eq } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batches, programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * Batch `bpid` (of program `pid` when given) in the learner's organisation, when it takes
 * applications: the program is published and instructor-led (a self-paced one is started, not
 * applied to). A 404 naming bpid otherwise.
 */
export async function findApplyBatch(db: Db, user: SessionUser, bpid: string, pid?: string) {
  const [batch] = await db
    .select({ pid: batches.pid, bpid: batches.bpid, details: programs.details })
    .from(batches)
    .innerJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .where(
      and(
        eq(batches.oid, user.oid),
        eq(batches.bpid, bpid),
        pid === undefined ? undefined : eq(batches.pid, pid),
        eq(programs.published, true),
      ),
    )
    .limit(1);
  if (!batch || (batch.details.etype ?? 'instructor') !== 'instructor') {
    throw new AppError('NOT_FOUND', 'This program takes no applications.', {
      bpid: 'no such batch taking applications',
    });
  }
  return batch;
}

/** The learner's own application to batch `bpid`, if they have one. */
export async function findOwnApplication(
  db: Db,
  user: SessionUser,
  bpid: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.oid, user.oid), eq(applications.eid, user.eid), eq(applications.bpid, bpid)))
    .limit(1);
  return row;
}

/**
 * The application id the wizard holds must be the learner's own application to that batch (or empty
 * before the first save): the row is always found from the session, never from the id.
 */
export function assertOwnAppid(row: ApplicationRow | undefined, appid: string | undefined): void {
  if (appid === undefined || appid === '' || appid === row?.applicationid) return;
  throw new AppError('FORBIDDEN', 'That application is not yours.', { appid: 'not your application' });
}

/** Refuses to take an application from a learner already enrolled in the program. */
export async function assertNotEnrolled(db: Db, user: SessionUser, pid: string): Promise<void> {
  const [row] = await db
    .select({ bpid: enrolments.bpid })
    .from(enrolments)
    .where(and(eq(enrolments.oid, user.oid), eq(enrolments.eid, user.eid), eq(enrolments.pid, pid)))
    .limit(1);
  if (row) {
    throw new AppError('CONFLICT', 'You are already enrolled in this program.', { pid: 'already enrolled' });
  }
}
