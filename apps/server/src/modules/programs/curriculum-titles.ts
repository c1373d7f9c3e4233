import { and, eq } from 'drizzle-orm';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';

/**
 * A program's course titles by tid, from its curriculum: the name of a course whose content (its
 * courses/<tid>.json) is not loaded yet.
 */
export async function curriculumTitles(db: Db, oid: string, pid: string): Promise<Record<string, string>> {
  const [program] = await db
    .select({ details: programs.details })
    .from(programs)
    .where(and(eq(programs.oid, oid), eq(programs.pid, pid)));
  return Object.fromEntries((program?.details.pcurriculum ?? []).map((topic) => [topic.tid, topic.ttitle]));
}
