import { catalogueMessages, type ProgrammeStatus, ProgrammeTexts } from '@aula/contract/staff-catalogue';
import { and, eq } from 'drizzle-orm';
import { batches, programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { type ChangeContext, changeCatalogue } from './catalogue-change.ts';
import { flagsOf, programmeRow, statusOf } from './programme-status.ts';

/** What publishing needs: every text of the page saved, and a batch for the catalogue to offer. */
async function checkPublishable(db: Db, oid: string, pid: string): Promise<void> {
  const row = await programmeRow(db, oid, pid);
  const texts = row && ProgrammeTexts.safeParse({ ...row.details, pname: row.pname, category: row.category });
  if (!texts?.success) {
    throw new AppError('CONFLICT', catalogueMessages.incomplete, { status: catalogueMessages.incomplete });
  }
  const [current] = await db
    .select({ bpid: batches.bpid })
    .from(batches)
    .where(and(eq(batches.oid, oid), eq(batches.pid, pid), eq(batches.current, true)))
    .limit(1);
  if (!current) {
    throw new AppError('CONFLICT', catalogueMessages.noCurrentBatch, {
      status: catalogueMessages.noCurrentBatch,
    });
  }
}

/**
 * Publishes, unpublishes (a draft again) or retires programme `pid`. A draft or retired programme is out
 * of the public catalogue, its page and the application listing at once (ADR 0088); learners already
 * enrolled keep their studies.
 */
export async function setProgrammeStatus(
  context: ChangeContext,
  pid: string,
  status: ProgrammeStatus,
): Promise<{ pid: string; status: ProgrammeStatus }> {
  const { oid } = context.actor;
  return changeCatalogue(
    context,
    { action: `status.${status}`, subjectKind: 'program', subjectId: pid },
    async (tx) => {
      if (status === 'published') await checkPublishable(tx, oid, pid);
      const before = await programmeRow(tx, oid, pid);
      await tx
        .update(programs)
        .set(flagsOf(status))
        .where(and(eq(programs.oid, oid), eq(programs.pid, pid)));
      return {
        result: { pid, status },
        before: before && { status: statusOf(before) },
        after: { status },
      };
    },
  );
}
