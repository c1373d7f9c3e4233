import type { Output } from '@aula/contract/operation';
import { admissionsPageSize, type listAdmissions } from '@aula/contract/staff-admissions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { type QueueFilter, queueRows, queueTotal } from './admissions-query.ts';
import { admissionScope } from './policy.ts';

/** The programmes the actor decides admissions for, to filter the queue (or the funnel report) by. */
export async function programsInScope(db: Db, oid: string, scope: 'all' | string[]) {
  if (scope !== 'all' && scope.length === 0) return [];
  const rows = await db
    .select({ pid: programs.pid, pname: programs.pname })
    .from(programs)
    .where(and(eq(programs.oid, oid), scope === 'all' ? undefined : inArray(programs.pid, scope)))
    .orderBy(asc(programs.sortOrder), asc(programs.pname));
  return rows.map((row) => ({ pid: row.pid, pname: htmlToText(row.pname) }));
}

/**
 * One page of the admissions queue: the applications of the actor's programmes at the queue's status,
 * filtered, sorted and counted in SQL (nothing outside the scope is ever read), oldest first by default.
 */
export async function listAdmissionsPage(
  db: Db,
  actor: SessionUser,
  body: QueueFilter & { page: number },
): Promise<Output<typeof listAdmissions>> {
  const programs = admissionScope(actor);
  const scope = { oid: actor.oid, programs, time: await universityTimeOf(db, actor.oid) };
  const [rows, total, scoped] = await Promise.all([
    queueRows(db, scope, body, {
      limit: admissionsPageSize,
      offset: body.page * admissionsPageSize,
    }),
    queueTotal(db, scope, body),
    programsInScope(db, actor.oid, programs),
  ]);
  return { rows, total, programs: scoped };
}
