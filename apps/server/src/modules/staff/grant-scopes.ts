import type { StaffGrant } from '@aula/contract/staff-grants';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';

/** A grant whose scope is not the organisation's: its place in the list and what the scope should be. */
export interface ForeignScope {
  index: number;
  scope: string;
  what: 'programme' | 'course';
}

/**
 * The first grant whose scope is not the organisation's own, if any: a counsellor's scope must be a
 * programme (pid), an instructor's a course (tid); null is the whole organisation (an admin's always is).
 */
export async function findForeignScope(
  db: Db,
  oid: string,
  grants: readonly StaffGrant[],
): Promise<ForeignScope | null> {
  for (const [index, { role, scope }] of grants.entries()) {
    if (scope === null) continue;
    const what = role === 'instructor' ? 'course' : 'programme';
    const found =
      what === 'course'
        ? await db
            .select({ id: courses.tid })
            .from(courses)
            .where(and(eq(courses.oid, oid), eq(courses.tid, scope)))
            .limit(1)
        : await db
            .select({ id: programs.pid })
            .from(programs)
            .where(and(eq(programs.oid, oid), eq(programs.pid, scope)))
            .limit(1);
    if (found.length === 0) return { index, scope, what };
  }
  return null;
}

/** Refuses (400 naming the grant) a scope that is not the organisation's. */
export async function checkGrantScopes(db: Db, oid: string, grants: readonly StaffGrant[]): Promise<void> {
  const foreign = await findForeignScope(db, oid, grants);
  if (!foreign) return;
  const { index, scope, what } = foreign;
  throw new AppError('VALIDATION_FAILED', `No ${what} "${scope}" in this organisation.`, {
    [`grants.${index}.scope`]: `not a ${what} of this organisation`,
  });
}
