import type { AuditEvent } from '@aula/contract/staff';
import { and, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/staff.ts';

/** The filters of the audit log's table and its export, as the contract has them. */
export interface AuditFilterInput {
  oid: string;
  /** Part of the actor's e-mail, in any case. */
  actor?: string | undefined;
  /** An action (`admissions.approve`) or its area (`admissions`: every `admissions.*`). */
  action?: string | undefined;
  subjectId?: string | undefined;
  /** From this moment, inclusive. */
  from?: string | undefined;
  /** Up to this moment, inclusive. */
  to?: string | undefined;
}

/** The WHERE of a filter: always the organisation's own lines, then each filter given. */
export function auditWhere(filter: AuditFilterInput): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(auditEvents.oid, filter.oid)];
  if (filter.actor) {
    conditions.push(sql`strpos(lower(${auditEvents.actorEid}), ${filter.actor.toLowerCase()}) > 0`);
  }
  if (filter.action) {
    conditions.push(
      or(
        eq(auditEvents.action, filter.action),
        sql`starts_with(${auditEvents.action}, ${`${filter.action}.`})`,
      ),
    );
  }
  if (filter.subjectId) conditions.push(eq(auditEvents.subjectId, filter.subjectId));
  if (filter.from) conditions.push(gte(auditEvents.at, new Date(filter.from)));
  if (filter.to) conditions.push(lte(auditEvents.at, new Date(filter.to)));
  return and(...conditions);
}

export type AuditRow = typeof auditEvents.$inferSelect;

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actorEid: row.actorEid,
    action: row.action,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    before: row.before,
    after: row.after,
    ip: row.ip,
  };
}
