import { type ProgramList, programCategories } from '@aula/contract/programs';
import { and, asc, eq } from 'drizzle-orm';
import { batches, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { findOrganisation } from '../organisation/index.ts';

/** The public catalogue: published programs that have a current batch, grouped by category. */
export async function listPrograms(db: Db, oid: string): Promise<ProgramList> {
  const rows = await db
    .select({ pid: programs.pid, pname: programs.pname, category: programs.category, bpid: batches.bpid })
    .from(programs)
    .innerJoin(
      batches,
      and(eq(batches.oid, programs.oid), eq(batches.pid, programs.pid), eq(batches.current, true)),
    )
    .where(and(eq(programs.oid, oid), eq(programs.published, true)))
    .orderBy(asc(programs.sortOrder), asc(programs.pname));
  // One round trip for the usual case; only an empty catalogue asks whether the organisation exists.
  if (rows.length === 0) await findOrganisation(db, oid);
  const list = Object.fromEntries(
    programCategories.map((category) => [category, []]),
  ) as unknown as ProgramList;
  for (const { category, ...program } of rows) list[category].push(program);
  return list;
}
