import type { OperationContext } from '../../platform/api.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { type AuditEntry, recordAudit } from '../audit/index.ts';

/** What the staff services work with: the part of an operation's context they use. */
export type StaffContext = Pick<
  OperationContext<never>,
  'db' | 'config' | 'mailer' | 'clock' | 'request' | 'reply'
>;

/** A line of the audit log by the signed-in account, from the request's address (db: the change's transaction). */
export function auditBy(
  db: Db,
  actor: SessionUser,
  { request, at }: { request: StaffContext['request']; at: Date },
  line: Pick<AuditEntry, 'action' | 'subjectKind' | 'subjectId' | 'before' | 'after'>,
): Promise<void> {
  return recordAudit(db, {
    oid: actor.oid,
    actor: { userId: actor.userId, eid: actor.eid },
    ip: request.ip,
    at,
    ...line,
  });
}
