import { type AuditEvent, auditPageSize } from '@aula/contract/staff';
import { count, desc } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import { type AuditFilterInput, auditWhere, toAuditEvent } from './audit-filter.ts';

/** One page of the organisation's audit log, newest first, with how many lines the filter matches. */
export async function listAuditEvents(
  db: Db,
  input: AuditFilterInput & { page: number },
): Promise<{ events: AuditEvent[]; total: number }> {
  const where = auditWhere(input);
  const [counted] = await db.select({ total: count() }).from(auditEvents).where(where);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(auditPageSize)
    .offset(input.page * auditPageSize);
  return { events: rows.map(toAuditEvent), total: counted?.total ?? 0 };
}
