import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { batches } from '../../db/schema/programs.ts';
import { readUniversityTime } from '../organisation/index.ts';
import { requireBatchOf } from './batch-of-programme.ts';
import { type ChangeContext, changeCatalogue } from './catalogue-change.ts';

export interface BatchInput {
  pid: string;
  bpid?: string;
  title: string;
  /** First and last day at the university (the contract has checked the last is not before the first). */
  psd: string;
  ped: string;
  current: boolean;
}

/** A new batch's id: the programme's, and a few random characters (readable in exports and URLs). */
function newBpid(pid: string): string {
  return `${pid.slice(0, 50)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Creates a batch of programme `pid` or changes batch `bpid`; a batch made current is the only one of
 * its programme the catalogue offers.
 */
export async function saveBatch(context: ChangeContext, input: BatchInput): Promise<{ bpid: string }> {
  const { oid } = context.actor;
  const bpid = input.bpid ?? newBpid(input.pid);
  return changeCatalogue(
    context,
    { action: 'saveBatch', subjectKind: 'batch', subjectId: bpid },
    async (tx) => {
      const before =
        input.bpid === undefined ? undefined : await requireBatchOf(tx, oid, input.pid, input.bpid);
      const zone = await readUniversityTime(tx, oid);
      const row = {
        title: input.title,
        startsAt: zone.dayStart(input.psd),
        endsAt: zone.dayEnd(input.ped),
        current: input.current,
      };
      if (input.current) {
        await tx
          .update(batches)
          .set({ current: false })
          .where(and(eq(batches.oid, oid), eq(batches.pid, input.pid), ne(batches.bpid, bpid)));
      }
      if (before) {
        await tx
          .update(batches)
          .set(row)
          .where(and(eq(batches.oid, oid), eq(batches.bpid, bpid)));
      } else {
        await tx.insert(batches).values({ oid, bpid, pid: input.pid, ...row });
      }
      return { result: { bpid }, before, after: { pid: input.pid, ...row } };
    },
  );
}
