import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications } from '../../db/schema/applications.ts';
import { programs } from '../../db/schema/programs.ts';
import { holdsRole, scopesOf } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/*
 * Who may act on admissions (ADR 0067), as a registrar would state it: an admin acts on every
 * application of the organisation; a counsellor on the applications to the programmes they counsel
 * (every programme when their grant covers the organisation). An id the actor may not see is refused
 * exactly as an id that does not exist, so a refusal tells nothing about what exists.
 */

/** The programmes whose applications the actor decides: 'all' of the organisation, or these pids. */
export function admissionScope(actor: SessionUser): 'all' | string[] {
  if (holdsRole(actor, ['admin'])) return 'all';
  return scopesOf(actor, 'counsellor');
}

/** Whether the scope covers programme `pid`. */
export function scopeCovers(scope: 'all' | string[], pid: string): boolean {
  return scope === 'all' || scope.includes(pid);
}

/** A programme of the actor's organisation within their admissions scope. */
export async function mayDecideForProgram(actor: SessionUser, pid: string, db: Db): Promise<boolean> {
  const scope = admissionScope(actor);
  if (!scopeCovers(scope, pid)) return false;
  const [row] = await db
    .select({ pid: programs.pid })
    .from(programs)
    .where(and(eq(programs.oid, actor.oid), eq(programs.pid, pid)))
    .limit(1);
  return row !== undefined;
}

/** An application of the actor's organisation, to a programme within their admissions scope. */
export async function mayDecideApplication(
  actor: SessionUser,
  applicationid: string,
  db: Db,
): Promise<boolean> {
  const scope = admissionScope(actor);
  if (scope !== 'all' && scope.length === 0) return false;
  const [row] = await db
    .select({ pid: applications.pid })
    .from(applications)
    .where(
      and(
        eq(applications.oid, actor.oid),
        eq(applications.applicationid, applicationid),
        scope === 'all' ? undefined : inArray(applications.pid, scope),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The learners whose changes of name the actor decides, as a condition on `eid`: every learner of the
 * organisation for an admin or an organisation-wide counsellor; for a counsellor, those who submitted an
 * application to one of their programmes (the records the university is judging carry that name).
 */
export function nameChangeScope(actor: SessionUser, eid: SQL | string): SQL | undefined {
  const scope = admissionScope(actor);
  if (scope === 'all') return undefined;
  if (scope.length === 0) return sql`false`;
  return sql`exists (select 1 from ${applications} where ${and(
    eq(applications.oid, actor.oid),
    sql`${applications.eid} = ${eid}`,
    inArray(applications.pid, scope),
    gte(applications.pstatus, 2),
  )})`;
}

/** Registers the module's subject policies: `application` and `program` (ADR 0066). */
export function registerAdmissionPolicies(app: FastifyInstance): void {
  app.subjectPolicy('application', (actor, id, { db }) => mayDecideApplication(actor, id, db));
  app.subjectPolicy('program', (actor, id, { db }) => mayDecideForProgram(actor, id, db));
}
