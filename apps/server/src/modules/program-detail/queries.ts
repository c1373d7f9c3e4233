import { and, eq } from 'drizzle-orm';
import { batches } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';

/** The batch id of the program's current intake, or null when it has none. */
export async function currentBatchOf(db: Db, oid: string, pid: string): Promise<string | null> {
  const [batch] = await db
    .select({ bpid: batches.bpid })
    .from(batches)
    .where(and(eq(batches.oid, oid), eq(batches.pid, pid), eq(batches.current, true)))
    .limit(1);
  return batch?.bpid ?? null;
}

/** True when `bpid` is a batch of program `pid`. */
export async function isBatchOf(db: Db, oid: string, pid: string, bpid: string): Promise<boolean> {
  const [batch] = await db
    .select({ bpid: batches.bpid })
    .from(batches)
    .where(and(eq(batches.oid, oid), eq(batches.pid, pid), eq(batches.bpid, bpid)))
    .limit(1);
  return batch !== undefined;
}
