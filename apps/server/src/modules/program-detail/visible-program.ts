import { and, eq } from 'drizzle-orm';
import { enrolments } from '../../db/schema/enrolments.ts';
import { programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findOrganisation } from '../organisation/index.ts';

export type ProgramRow = typeof programs.$inferSelect;

async function isEnrolledIn(db: Db, user: SessionUser, oid: string, pid: string): Promise<boolean> {
  if (user.oid !== oid) return false;
  const [row] = await db
    .select({ bpid: enrolments.bpid })
    .from(enrolments)
    .where(and(eq(enrolments.oid, oid), eq(enrolments.eid, user.eid), eq(enrolments.pid, pid)))
    .limit(1);
  return row !== undefined;
}

/**
 * The program `pid` as the caller may see it: a published one for anyone; an unpublished one (taken
 * out of the catalogue) only for its own learners, who still study it. Otherwise a 404 that does not
 * tell an unpublished program from one that does not exist.
 */
export async function findVisibleProgram(
  db: Db,
  user: SessionUser | null,
  oid: string,
  pid: string,
): Promise<ProgramRow> {
  await findOrganisation(db, oid);
  const [program] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.oid, oid), eq(programs.pid, pid)))
    .limit(1);
  const visible =
    program && (program.published || (user !== null && (await isEnrolledIn(db, user, oid, pid))));
  if (!visible) throw new AppError('NOT_FOUND', 'No such program.', { pid: 'unknown program' });
  return program;
}
