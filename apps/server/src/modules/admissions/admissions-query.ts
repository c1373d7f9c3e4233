import {
  type AdmissionForm,
  type AdmissionRow,
  type AdmissionsFilter,
  queueStatus,
} from '@aula/contract/staff-admissions';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { applicationSections } from '../../db/schema/application-sections.ts';
import { applications } from '../../db/schema/applications.ts';
import { users } from '../../db/schema/auth.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { partnerRegistrations } from '../../db/schema/partner-registrations.ts';
import { programs } from '../../db/schema/programs.ts';
import { containsPattern } from '../../platform/contains-pattern.ts';
import type { Db } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';
import { addDays, type UniversityTime } from '../../platform/university-time.ts';
import { paperFormSection } from '../applications/index.ts';

/** The queue's filters once the contract has parsed them (defaults applied). */
export type QueueFilter = z.output<typeof AdmissionsFilter>;

const hasSection = (section: string, condition?: SQL) =>
  sql`exists (select 1 from ${applicationSections} where ${applicationSections.oid} = ${applications.oid}
    and ${applicationSections.applicationid} = ${applications.applicationid}
    and ${applicationSections.section} = ${section}${condition ? sql` and ${condition}` : sql``})`;

/**
 * The form an application was made with: the paper form when it holds one (or its programme takes
 * it), the university form by the programme's (or the organisation's) setting, else the wizard, of a
 * pre-registered applicant when the partner data holds their e-mail (as application-form-of.ts decides).
 */
export const formOfApplication = sql<AdmissionForm>`case
  when ${hasSection(paperFormSection)} then 'paper'
  when coalesce(${programs.details}->>'applicationForm', ${organisations.profile}->>'applicationForm') = 'paper' then 'paper'
  when coalesce(${programs.details}->>'applicationForm', ${organisations.profile}->>'applicationForm') = 'university' then 'university'
  when exists (select 1 from ${partnerRegistrations} where ${partnerRegistrations.oid} = ${applications.oid}
    and ${partnerRegistrations.email} = ${applications.eid}) then 'preRegistered'
  else 'standard' end`;

/** Applied through the e-VBAB scholarship: its scholarship section says Yes. */
export const isEvbab = sql<boolean>`${hasSection('scholarship', sql`${applicationSections.data}->>'scholarship' = 'Yes'`)}`;

const applicantName = sql<string>`coalesce(${users.name}, ${applications.eid})`;

function ilikeAny(pattern: string, ...columns: SQL[]): SQL | undefined {
  return or(...columns.map((column) => sql`${column} ilike ${pattern} escape '\\'`));
}

/** The conditions of the queue: the actor's organisation and scope first, then the filters. */
/** The queue's scope: the organisation, the actor's programmes, and the organisation's university time. */
export interface QueueScope {
  oid: string;
  programs: 'all' | string[];
  /** Submitted-between days are the university's calendar days. */
  time: UniversityTime;
}

function conditions({ oid, programs: scope, time }: QueueScope, filter: QueueFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    eq(applications.oid, oid),
    scope === 'all' ? undefined : inArray(applications.pid, scope),
    eq(applications.pstatus, queueStatus[filter.queue]),
    filter.pid === undefined ? undefined : eq(applications.pid, filter.pid),
    filter.formVariant === undefined ? undefined : sql`${formOfApplication} = ${filter.formVariant}`,
    filter.evbab === undefined ? undefined : filter.evbab ? isEvbab : sql`not ${isEvbab}`,
    filter.submittedFrom === undefined
      ? undefined
      : gte(applications.submittedAt, time.dayStart(filter.submittedFrom)),
    filter.submittedTo === undefined
      ? undefined
      : lt(applications.submittedAt, time.dayStart(addDays(filter.submittedTo, 1))),
    q
      ? ilikeAny(
          containsPattern(q),
          applicantName,
          sql`coalesce(${users.email}, ${applications.eid})`,
          sql`${applications.applicationid}`,
        )
      : undefined,
  );
}

function ordering({ sort, direction }: QueueFilter): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const nulls = sql.raw(direction === 'asc' ? 'nulls last' : 'nulls first');
  const column =
    sort === 'name'
      ? sql`lower(${applicantName})`
      : sort === 'program'
        ? sql`lower(${programs.pname})`
        : sql`${applications.submittedAt}`;
  return [sql`${by(column)} ${nulls}`, asc(applications.applicationid)];
}

/** Applications with their programme, organisation and applicant's account, as the queue shows them. */
function selectAdmissions(db: Db) {
  return db
    .select({
      applicationid: applications.applicationid,
      eid: applications.eid,
      name: applicantName,
      email: sql<string>`coalesce(${users.email}, ${applications.eid})`,
      pid: applications.pid,
      pname: programs.pname,
      bpid: applications.bpid,
      pstatus: applications.pstatus,
      formVariant: formOfApplication,
      evbab: isEvbab,
      submittedAt: applications.submittedAt,
      version: applications.version,
      applicantUserId: users.id,
    })
    .from(applications)
    .innerJoin(programs, and(eq(programs.oid, applications.oid), eq(programs.pid, applications.pid)))
    .innerJoin(organisations, eq(organisations.oid, applications.oid))
    .leftJoin(users, and(eq(users.oid, applications.oid), eq(users.eid, applications.eid)));
}

type SelectedAdmission = Awaited<ReturnType<typeof selectAdmissions>>[number];

/** An application as a row of the queue, with its version and its applicant's account id. */
export type Admission = AdmissionRow & { version: number; applicantUserId: string | null };

function toAdmission(row: SelectedAdmission): Admission {
  return {
    ...row,
    pname: htmlToText(row.pname),
    evbab: Boolean(row.evbab),
    submittedAt: row.submittedAt ? new Date(row.submittedAt).toISOString() : null,
  };
}

/** The queue's rows in its order: `limit` of them from `offset`. */
export async function queueRows(
  db: Db,
  scope: QueueScope,
  filter: QueueFilter,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<AdmissionRow[]> {
  const rows = await selectAdmissions(db)
    .where(conditions(scope, filter))
    .orderBy(...ordering(filter))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => {
    const { version: _version, applicantUserId: _userId, ...queueRow } = toAdmission(row);
    return queueRow;
  });
}

/** How many applications the queue holds with these filters. */
export async function queueTotal(db: Db, scope: QueueScope, filter: QueueFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(programs, and(eq(programs.oid, applications.oid), eq(programs.pid, applications.pid)))
    .innerJoin(organisations, eq(organisations.oid, applications.oid))
    .leftJoin(users, and(eq(users.oid, applications.oid), eq(users.eid, applications.eid)))
    .where(conditions(scope, filter));
  return Number(row?.total ?? 0);
}

/** One application of the organisation, as the queue shows it, with its version. */
export async function findAdmission(
  db: Db,
  oid: string,
  applicationid: string,
): Promise<Admission | undefined> {
  const [row] = await selectAdmissions(db)
    .where(and(eq(applications.oid, oid), eq(applications.applicationid, applicationid)))
    .limit(1);
  return row ? toAdmission(row) : undefined;
}
