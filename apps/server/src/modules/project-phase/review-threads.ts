import { projectReviewPageSize, type ReviewThread } from '@aula/contract/staff-project';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { projectThreads } from '../../db/schema/project-phase.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { awaitingDecision, lastMessageAt, reviewedObjective } from './review-scope.ts';

/**
 * A page of the learners' threads of objective `objid` of batch course `bcid` (the policy has checked
 * the member teaches it) that hold a message, the latest message first; `awaiting` keeps those waiting
 * for a decision.
 */
export async function listProjectThreads(
  db: Db,
  actor: SessionUser,
  body: { bcid: string; objid: string; awaiting: boolean; page: number },
): Promise<{ rows: ReviewThread[]; total: number }> {
  await reviewedObjective(db, actor.oid, body.bcid, body.objid);
  const where = and(
    eq(projectThreads.oid, actor.oid),
    eq(projectThreads.bcid, body.bcid),
    eq(projectThreads.objid, body.objid),
    isNotNull(lastMessageAt),
    body.awaiting ? awaitingDecision : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(projectThreads).where(where);
  const rows = await db
    .select({
      eid: projectThreads.eid,
      learnerName: sql<string>`coalesce(${users.name}, ${projectThreads.eid})`,
      objStatus: projectThreads.objStatus,
      lastMessageAt: sql<string>`${lastMessageAt}`.mapWith((value) => new Date(value).toISOString()),
      awaiting: sql<boolean>`coalesce(${awaitingDecision}, false)`.mapWith(Boolean),
    })
    .from(projectThreads)
    .leftJoin(users, and(eq(users.oid, projectThreads.oid), eq(users.eid, projectThreads.eid)))
    .where(where)
    .orderBy(desc(lastMessageAt), projectThreads.eid)
    .limit(projectReviewPageSize)
    .offset(body.page * projectReviewPageSize);
  return { rows, total: counted?.total ?? 0 };
}
