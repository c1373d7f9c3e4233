import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assessments } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { teachingScope, teachingScopeCovers } from '../course/index.ts';

/**
 * Assessment `assessid` of the actor's organisation, of a course they teach (one of a whole batch, with
 * no course, only for an organisation-wide scope: an admin, an instructor of every course).
 */
export async function mayTeachAssessment(actor: SessionUser, assessid: string, db: Db): Promise<boolean> {
  const scope = teachingScope(actor);
  if (scope !== 'all' && scope.length === 0) return false;
  const [row] = await db
    .select({ tid: assessments.tid })
    .from(assessments)
    .where(and(eq(assessments.oid, actor.oid), eq(assessments.assessid, assessid)))
    .limit(1);
  return row !== undefined && teachingScopeCovers(scope, row.tid);
}

/** Registers the module's subject policy: `assessment`. */
export function registerAssessmentTeachingPolicies(app: FastifyInstance): void {
  app.subjectPolicy('assessment', (actor, assessid, { db }) => mayTeachAssessment(actor, assessid, db));
}
