import { and, eq } from 'drizzle-orm';
import { batches } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';

/** Batch `bpid` of programme `pid`; a batch of another programme is refused as one that is not there. */
export async function requireBatchOf(db: Db, oid: string, pid: string, bpid: string) {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.oid, oid), eq(batches.pid, pid), eq(batches.bpid, bpid)))
    .limit(1);
  if (!row)
    throw new AppError('NOT_FOUND', 'This programme has no such batch.', {
      bpid: 'not a batch of this programme',
    });
  return row;
}
