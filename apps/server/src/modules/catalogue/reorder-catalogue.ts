import { catalogueMessages } from '@aula/contract/staff-catalogue';
import { and, eq } from 'drizzle-orm';
import { programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import { type ChangeContext, changeCatalogue } from './catalogue-change.ts';

/** Puts the organisation's programmes in the order of `pids`, which must name each of them once. */
export async function reorderCatalogue(context: ChangeContext, pids: string[]): Promise<{ pids: string[] }> {
  const { oid } = context.actor;
  return changeCatalogue(context, { action: 'reorder' }, async (tx) => {
    const rows = await tx
      .select({ pid: programs.pid })
      .from(programs)
      .where(eq(programs.oid, oid))
      .orderBy(programs.sortOrder, programs.pname, programs.pid);
    const known = new Set(rows.map((row) => row.pid));
    if (
      pids.length !== known.size ||
      new Set(pids).size !== pids.length ||
      pids.some((pid) => !known.has(pid))
    ) {
      throw new AppError('VALIDATION_FAILED', catalogueMessages.notAPermutation, {
        pids: catalogueMessages.notAPermutation,
      });
    }
    for (const [sortOrder, pid] of pids.entries()) {
      await tx
        .update(programs)
        .set({ sortOrder })
        .where(and(eq(programs.oid, oid), eq(programs.pid, pid)));
    }
    return { result: { pids }, before: rows.map((row) => row.pid), after: pids };
  });
}
