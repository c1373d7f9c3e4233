import type { Output } from '@aula/contract/operation';
import { csvExportMaxRows } from '@aula/contract/staff';
import type { AdmissionRow, exportAdmissions } from '@aula/contract/staff-admissions';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { UniversityTime } from '../../platform/university-time.ts';
import { toCsv } from '../audit/index.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { type QueueFilter, queueRows } from './admissions-query.ts';
import { admissionScope } from './policy.ts';

const header = [
  'Application ID',
  'Name',
  'E-mail',
  'Programme',
  'Batch',
  'Status',
  'Form',
  'e-VBAB',
  'Submitted',
];

const statusNames: Record<number, string> = {
  0: 'Started',
  1: 'In progress',
  2: 'Submitted',
  3: 'Approved',
  4: 'Rejected',
  5: 'Returned for changes',
};

function cells(row: AdmissionRow, time: UniversityTime): string[] {
  return [
    row.applicationid,
    row.name,
    row.email,
    row.pname,
    row.bpid,
    statusNames[row.pstatus] ?? String(row.pstatus),
    row.formVariant,
    row.evbab ? 'Yes' : 'No',
    row.submittedAt ? time.time(new Date(row.submittedAt)) : '',
  ];
}

/** The filtered queue as CSV, in the queue's order, at most csvExportMaxRows rows (then `truncated`). */
export async function exportAdmissionsCsv(
  db: Db,
  actor: SessionUser,
  filter: QueueFilter,
  now: Date,
): Promise<Output<typeof exportAdmissions>> {
  const time = await universityTimeOf(db, actor.oid);
  const scope = { oid: actor.oid, programs: admissionScope(actor), time };
  const rows = await queueRows(db, scope, filter, { limit: csvExportMaxRows + 1 });
  const truncated = rows.length > csvExportMaxRows;
  return {
    filename: `admissions-${filter.queue}-${time.day(now)}.csv`,
    csv: toCsv(
      header,
      rows.slice(0, csvExportMaxRows).map((row) => cells(row, time)),
    ),
    truncated,
  };
}
