import { limits } from '@aula/contract/common';
import type { listTimedAssessments as listOperation } from '@aula/contract/staff-extra-time';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assessments } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { teachingScope } from '../course/index.ts';
import { timedAssessmentView } from './accommodations.ts';

/**
 * The timed assessments the actor teaches, latest start first: those of their courses (every one of
 * the organisation for an admin or an instructor of every course, with those of whole batches).
 */
export async function listTimedAssessments(
  db: Db,
  actor: SessionUser,
): Promise<z.output<typeof listOperation.response>> {
  const scope = teachingScope(actor);
  if (scope !== 'all' && scope.length === 0) return { rows: [] };
  const rows = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.oid, actor.oid),
        eq(assessments.quiztype, 'assess'),
        scope === 'all' ? undefined : inArray(assessments.tid, scope),
      ),
    )
    .orderBy(sql`${assessments.startdate} desc nulls last`, asc(assessments.title))
    .limit(limits.listItems);
  return { rows: rows.map(timedAssessmentView) };
}
