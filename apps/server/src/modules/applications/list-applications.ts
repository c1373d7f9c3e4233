import type { ApplicationItem } from '@aula/contract/applications';
import { and, desc, eq, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';
import { programs } from '../../db/schema/programs.ts';
import { applicationDecisions } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/** The counsellor's message of the latest decision, for an application returned (5) or refused (4). */
const decisionMessage = sql<string | null>`case when ${applications.pstatus} in (4, 5) then (
  select ${applicationDecisions.message} from ${applicationDecisions}
  where ${applicationDecisions.oid} = ${applications.oid}
    and ${applicationDecisions.applicationid} = ${applications.applicationid}
  order by ${applicationDecisions.decidedAt} desc limit 1) end`;

/** The learner's own applications, the most recently submitted (or started) first. */
export async function listApplications(db: Db, user: SessionUser): Promise<ApplicationItem[]> {
  const rows = await db
    .select({
      pid: applications.pid,
      bpid: applications.bpid,
      pname: programs.pname,
      pstatus: applications.pstatus,
      applicationid: applications.applicationid,
      message: decisionMessage,
    })
    .from(applications)
    .innerJoin(programs, and(eq(programs.oid, applications.oid), eq(programs.pid, applications.pid)))
    .where(and(eq(applications.oid, user.oid), eq(applications.eid, user.eid)))
    .orderBy(
      desc(sql`coalesce(${applications.submittedAt}, ${applications.createdAt})`),
      applications.applicationid,
    );
  return rows.map(({ message, ...row }) => (message ? { ...row, message } : row));
}
