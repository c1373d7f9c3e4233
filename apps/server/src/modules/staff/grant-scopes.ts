import type { StaffGrant } from '@aula/contract/staff-grants';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';

/**
 * Each grant's scope must be the organisation's own: a counsellor's a programme (pid), an instructor's a
 * course (tid); null is the whole organisation (an admin's always is). A 400 names the grant.
 */
export async function checkGrantScopes(db: Db, oid: string, grants: readonly StaffGrant[]): Promise<void> {
  for (const [index, grant] of grants.entries()) {
    if (grant.scope === null) continue;
    const found =
      grant.role === 'counsellor'
        ? await db
            .select({ id: programs.pid })
            .from(programs)
            .where(and(eq(programs.oid, oid), eq(programs.pid, grant.scope)))
            .limit(1)
        : grant.role === 'instructor'
          ? await db
              .select({ id: courses.tid })
              .from(courses)
              .where(and(eq(courses.oid, oid), eq(courses.tid, grant.scope)))
              .limit(1)
          : [];
    if (found.length === 0) {
      const what = grant.role === 'instructor' ? 'course' : 'programme';
      throw new AppError('VALIDATION_FAILED', `No ${what} "${grant.scope}" in this organisation.`, {
        [`grants.${index}.scope`]: `not a ${what} of this organisation`,
      });
    }
  }
}
