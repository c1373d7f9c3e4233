import { csvExportMaxRows } from '@aula/contract/staff';
import { desc } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { type AuditFilterInput, auditWhere } from './audit-filter.ts';
import { toCsv } from './csv.ts';
import { recordAudit } from './record-audit.ts';

const header = ['At', 'Actor', 'Action', 'Subject kind', 'Subject', 'Before', 'After', 'Address'];

/**
 * The filtered audit log as CSV, newest first, at most csvExportMaxRows lines (`truncated` says when
 * the filter matched more). The export is itself a line of the log: who took a copy, of what, when.
 */
export async function exportAuditEvents(
  db: Db,
  actor: SessionUser,
  filter: AuditFilterInput,
  { now, ip }: { now: Date; ip: string },
): Promise<{ filename: string; csv: string; truncated: boolean }> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(auditWhere(filter))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(csvExportMaxRows + 1);
  const truncated = rows.length > csvExportMaxRows;
  const kept = truncated ? rows.slice(0, csvExportMaxRows) : rows;
  const csv = toCsv(
    header,
    kept.map((row) => [
      row.at,
      row.actorEid,
      row.action,
      row.subjectKind,
      row.subjectId,
      jsonCell(row.before),
      jsonCell(row.after),
      row.ip,
    ]),
  );
  const { oid: _oid, ...filters } = filter;
  await recordAudit(db, {
    oid: actor.oid,
    actor: { userId: actor.userId, eid: actor.eid },
    action: 'audit.export',
    after: { filters, rows: kept.length, truncated },
    ip,
    at: now,
  });
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return { filename: `audit-log-${stamp}.csv`, csv, truncated };
}

/** A before or after state as its JSON (a plain string stays itself). */
function jsonCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
