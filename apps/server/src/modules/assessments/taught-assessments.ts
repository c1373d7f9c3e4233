import type { Output } from '@aula/contract/operation';
import type { listTaughtAssessments } from '@aula/contract/staff-marking';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { assessments } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { teachingScope } from '../course/index.ts';
import { attemptCounts } from './marking-queue.ts';

/**
 * The assessments and assignments of the courses the actor teaches (every one of the organisation for
 * an admin or an instructor of every course, those of a whole batch included), with how many attempts
 * are submitted and how many still have an open answer to mark.
 */
export async function taughtAssessments(
  db: Db,
  actor: SessionUser,
): Promise<Output<typeof listTaughtAssessments>> {
  const scope = teachingScope(actor);
  if (scope !== 'all' && scope.length === 0) return { assessments: [] };
  const rows = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.oid, actor.oid), scope === 'all' ? undefined : inArray(assessments.tid, scope)))
    .orderBy(asc(assessments.quiztype), asc(assessments.enddate), asc(assessments.title));
  const list = [];
  for (const row of rows) {
    const counts = await attemptCounts(db, row);
    list.push({
      assessid: row.assessid,
      quiztype: row.quiztype,
      title: row.title,
      bpid: row.bpid,
      tid: row.tid,
      enddate: row.enddate?.toISOString() ?? null,
      ...counts,
    });
  }
  return { assessments: list };
}
