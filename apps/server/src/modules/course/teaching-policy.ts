import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { batchCourses, batches } from '../../db/schema/programs.ts';
import { holdsRole, scopesOf } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/*
 * Who teaches what (ADR 0066, issue 24): an admin acts on every course of the organisation; an
 * instructor on the courses of their grants (a course's tid, in every batch that runs it; every course
 * when their grant covers the organisation). An id outside the scope is refused exactly as an id that
 * does not exist, so a refusal tells nothing about what exists.
 */

/** The courses (tids) the actor teaches: 'all' of the organisation, or these. */
export function teachingScope(actor: SessionUser): 'all' | string[] {
  if (holdsRole(actor, ['admin'])) return 'all';
  return scopesOf(actor, 'instructor');
}

/** Whether the scope covers course `tid`; what belongs to a whole batch (tid null) only an organisation-wide scope. */
export function teachingScopeCovers(scope: 'all' | string[], tid: string | null): boolean {
  return scope === 'all' || (tid !== null && scope.includes(tid));
}

/** Batch course `bcid` of the actor's organisation, of a course they teach. */
export async function mayTeachBatchCourse(actor: SessionUser, bcid: string, db: Db): Promise<boolean> {
  const scope = teachingScope(actor);
  if (scope !== 'all' && scope.length === 0) return false;
  const [row] = await db
    .select({ bcid: batchCourses.bcid })
    .from(batchCourses)
    .where(
      and(
        eq(batchCourses.oid, actor.oid),
        eq(batchCourses.bcid, bcid),
        scope === 'all' ? undefined : inArray(batchCourses.tid, scope),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Batch `bpid` of the actor's organisation, as a whole: only an organisation-wide scope (an admin's) covers it. */
export async function mayActOnBatch(actor: SessionUser, bpid: string, db: Db): Promise<boolean> {
  if (!teachingScopeCovers(teachingScope(actor), null)) return false;
  const [row] = await db
    .select({ bpid: batches.bpid })
    .from(batches)
    .where(and(eq(batches.oid, actor.oid), eq(batches.bpid, bpid)))
    .limit(1);
  return row !== undefined;
}

/** Registers the module's subject policies: `batchCourse` and `batch`. */
export function registerTeachingPolicies(app: FastifyInstance): void {
  app.subjectPolicy('batchCourse', (actor, bcid, { db }) => mayTeachBatchCourse(actor, bcid, db));
  app.subjectPolicy('batch', (actor, bpid, { db }) => mayActOnBatch(actor, bpid, db));
}
