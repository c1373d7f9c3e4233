import type { ApplicationItem } from '@aula/contract/applications';
import { and, desc, eq, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/** The learner's own applications, the most recently submitted (or started) first. */
export async function listApplications(db: Db, user: SessionUser): Promise<ApplicationItem[]> {
  return db
    .select({
      pid: applications.pid,
      bpid: applications.bpid,
      pname: programs.pname,
      pstatus: applications.pstatus,
      applicationid: applications.applicationid,
    })
    .from(applications)
    .innerJoin(programs, and(eq(programs.oid, applications.oid), eq(programs.pid, applications.pid)))
    .where(and(eq(applications.oid, user.oid), eq(applications.eid, user.eid)))
    .orderBy(
      desc(sql`coalesce(${applications.submittedAt}, ${applications.createdAt})`),
      applications.applicationid,
    );
}
