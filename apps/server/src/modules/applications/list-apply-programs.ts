import type { getPrograms } from '@aula/contract/admissions';
import { type ApplyProgram, type ApplyProgramTab, applyProgramTabs } from '@aula/contract/admissions';
import type { Output } from '@aula/contract/operation';
import { and, asc, eq, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batches, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { formOfProgram, organisationForm } from './application-form-of.ts';
import { applyAction } from './apply-action.ts';

const tabOfCategory = new Map(
  Object.entries(applyProgramTabs).flatMap(([tab, categories]) =>
    categories.map((category) => [category as string, tab as ApplyProgramTab]),
  ),
);

/**
 * The application listing: the organisation's published programs with a current batch, by tab, each
 * with the learner's application to that batch (if any), whether they are enrolled in the program
 * (in any batch), the form an application to it is made with, and the action the card offers.
 */
export async function listApplyPrograms(db: Db, user: SessionUser): Promise<Output<typeof getPrograms>> {
  const rows = await db
    .select({
      pid: programs.pid,
      bpid: batches.bpid,
      pname: programs.pname,
      category: programs.category,
      details: programs.details,
      pstatus: applications.pstatus,
      applicationid: applications.applicationid,
      enrolled: sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.oid} = ${programs.oid}
        and ${enrolments.eid} = ${user.eid} and ${enrolments.pid} = ${programs.pid})`,
    })
    .from(programs)
    .innerJoin(
      batches,
      and(eq(batches.oid, programs.oid), eq(batches.pid, programs.pid), eq(batches.current, true)),
    )
    .leftJoin(
      applications,
      and(
        eq(applications.oid, batches.oid),
        eq(applications.bpid, batches.bpid),
        eq(applications.eid, user.eid),
      ),
    )
    .where(and(eq(programs.oid, user.oid), eq(programs.published, true)))
    .orderBy(asc(programs.sortOrder), asc(programs.pname));

  const defaultForm = await organisationForm(db, user.oid);
  const list: Record<ApplyProgramTab, ApplyProgram[]> = {
    underGraduate: [],
    postGraduate: [],
    doctorOfPharmacy: [],
  };
  for (const row of rows) {
    const tab = tabOfCategory.get(row.category);
    if (!tab) continue;
    const card = {
      pid: row.pid,
      bpid: row.bpid,
      pname: row.pname,
      ...(row.details.pimage ? { pimage: row.details.pimage } : {}),
      etype: row.details.etype ?? 'instructor',
      evbab: row.details.evbab ?? false,
      form: formOfProgram(row.details, defaultForm),
      enrolled: Boolean(row.enrolled),
      pstatus: row.pstatus ?? 0,
      applicationid: row.applicationid,
    };
    list[tab].push({ ...card, action: applyAction(card) });
  }
  return list;
}
