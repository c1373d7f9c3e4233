import type { ProgrammeStatus } from '@aula/contract/staff-catalogue';
import { and, eq } from 'drizzle-orm';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';

/** A programme's status from its two flags: retired wins; otherwise published or a draft. */
export function statusOf(row: { published: boolean; retired: boolean }): ProgrammeStatus {
  if (row.retired) return 'retired';
  return row.published ? 'published' : 'draft';
}

/** The flags that give `status`. */
export function flagsOf(status: ProgrammeStatus): { published: boolean; retired: boolean } {
  return { published: status === 'published', retired: status === 'retired' };
}

/** The programme row of the actor's organisation (the policy has already checked it exists). */
export async function programmeRow(db: Db, oid: string, pid: string) {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.oid, oid), eq(programs.pid, pid)))
    .limit(1);
  return row;
}
