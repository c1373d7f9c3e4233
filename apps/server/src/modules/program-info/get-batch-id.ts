import { and, desc, eq } from 'drizzle-orm';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batches, programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/**
 * The spec's getBatchID: the batch of program `pid` that concerns the learner, which is the one they
 * enrolled in last, else the intake the catalogue offers (public already) for a published program.
 */
export async function getBatchId(
  db: Db,
  user: SessionUser,
  { pid }: { pid: string },
): Promise<{ mpbpid: string }> {
  const [mine] = await db
    .select({ bpid: enrolments.bpid })
    .from(enrolments)
    .where(and(eq(enrolments.oid, user.oid), eq(enrolments.eid, user.eid), eq(enrolments.pid, pid)))
    .orderBy(desc(enrolments.enrolledOn))
    .limit(1);
  if (mine) return { mpbpid: mine.bpid };
  const [offered] = await db
    .select({ bpid: batches.bpid })
    .from(batches)
    .innerJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .where(
      and(
        eq(batches.oid, user.oid),
        eq(batches.pid, pid),
        eq(batches.current, true),
        eq(programs.published, true),
      ),
    )
    .limit(1);
  if (!offered)
    throw new AppError('NOT_FOUND', 'No batch of that program.', { pid: 'no batch of this program' });
  return { mpbpid: offered.bpid };
}
