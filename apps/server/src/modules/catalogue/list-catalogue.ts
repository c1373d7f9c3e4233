import type { CatalogueRow, ProgrammeStatus } from '@aula/contract/staff-catalogue';
import { and, asc, eq, sql } from 'drizzle-orm';
import { batches, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { flagsOf, statusOf } from './programme-status.ts';

/** The organisation's programmes in catalogue order, each with its batch count and current batch. */
export async function listCatalogue(
  db: Db,
  oid: string,
  status: ProgrammeStatus | undefined,
): Promise<{ programmes: CatalogueRow[] }> {
  const flags = status === undefined ? undefined : flagsOf(status);
  const rows = await db
    .select({
      pid: programs.pid,
      pname: programs.pname,
      category: programs.category,
      published: programs.published,
      retired: programs.retired,
      batches: sql<number>`count(${batches.bpid})::int`,
      currentBpid: sql<string | null>`max(case when ${batches.current} then ${batches.bpid} end)`,
    })
    .from(programs)
    .leftJoin(batches, and(eq(batches.oid, programs.oid), eq(batches.pid, programs.pid)))
    .where(
      and(
        eq(programs.oid, oid),
        flags && eq(programs.retired, flags.retired),
        // A retired programme is listed as retired whatever its published flag says.
        flags && !flags.retired ? eq(programs.published, flags.published) : undefined,
      ),
    )
    .groupBy(programs.oid, programs.pid)
    .orderBy(asc(programs.sortOrder), asc(programs.pname), asc(programs.pid));
  return {
    programmes: rows.map(({ published, retired, ...row }) => ({
      ...row,
      status: statusOf({ published, retired }),
    })),
  };
}
