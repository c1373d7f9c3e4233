import type { SubjectKind } from '@aula/contract/operation';
import { auditEvents } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';

/** What one line of the audit log says; `before` and `after` are the subject's state, as JSON. */
export interface AuditEntry {
  oid: string;
  /** Who acted: the account and its e-mail (null for a sign-in attempt by an unknown address). */
  actor: { userId: string; eid: string } | null;
  /** What was done, `area.verb` (`admissions.approve`, `staff.signIn`, `staff.secondFactorFailed`). */
  action: string;
  subjectKind?: SubjectKind | 'session';
  subjectId?: string;
  before?: unknown;
  after?: unknown;
  /** The caller's address, as the trusted proxy chain gives it (request.ip). */
  ip: string | null;
  at: Date;
}

/**
 * Appends one line to the audit log. Call it with the transaction that makes the change, so that the
 * change and its line commit together or not at all. There is no other way to write the log, and no way
 * to change or remove a line (the table refuses both).
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    oid: entry.oid,
    at: entry.at,
    actorUserId: entry.actor?.userId ?? null,
    actorEid: entry.actor?.eid ?? null,
    action: entry.action,
    subjectKind: entry.subjectKind ?? null,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  });
}
