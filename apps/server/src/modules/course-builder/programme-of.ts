import type { ProgramDetails } from '@aula/contract/content-bundle';
import { and, eq } from 'drizzle-orm';
import { programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';

/** The programme (the policy has checked it is the actor's): its title and curriculum. */
export async function programmeOf(
  db: Db,
  oid: string,
  pid: string,
): Promise<{ ptitle: string; details: Partial<ProgramDetails> }> {
  const [row] = await db
    .select({ details: programs.details })
    .from(programs)
    .where(and(eq(programs.oid, oid), eq(programs.pid, pid)));
  if (!row) throw new AppError('NOT_FOUND', 'There is no such programme.', { pid: 'no such programme' });
  return { ptitle: row.details.ptitle ?? pid, details: row.details };
}
