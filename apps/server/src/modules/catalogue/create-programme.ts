import type { ProgramCategory } from '@aula/contract/programs';
import { catalogueMessages } from '@aula/contract/staff-catalogue';
import { and, eq, sql } from 'drizzle-orm';
import { programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import { sanitizeInlineHtml } from '../content/index.ts';
import { type ChangeContext, changeCatalogue } from './catalogue-change.ts';

/** A new draft programme, last in the catalogue; its texts are written next, in its editor. */
export async function createProgramme(
  context: ChangeContext,
  input: { pid: string; pname: string; category: ProgramCategory },
): Promise<{ pid: string }> {
  const { oid } = context.actor;
  return changeCatalogue(
    context,
    { action: 'create', subjectKind: 'program', subjectId: input.pid },
    async (tx) => {
      const [taken] = await tx
        .select({ pid: programs.pid })
        .from(programs)
        .where(and(eq(programs.oid, oid), eq(programs.pid, input.pid)))
        .limit(1);
      if (taken)
        throw new AppError('CONFLICT', catalogueMessages.pidTaken, { pid: catalogueMessages.pidTaken });
      const [last] = await tx
        .select({ max: sql<number | null>`max(${programs.sortOrder})` })
        .from(programs)
        .where(eq(programs.oid, oid));
      const row = {
        oid,
        pid: input.pid,
        pname: sanitizeInlineHtml(input.pname),
        category: input.category,
        published: false,
        retired: false,
        sortOrder: (last?.max ?? -1) + 1,
        details: {},
      };
      await tx.insert(programs).values(row);
      return {
        result: { pid: input.pid },
        after: { pname: row.pname, category: row.category, status: 'draft' },
      };
    },
  );
}
