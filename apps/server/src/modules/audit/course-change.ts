import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from './record-audit.ts';

/** Where and when a staff change happens: the caller's address and the change's time. */
export interface StaffChange {
  ip: string;
  at: Date;
}

/**
 * The audit line of a staff member's change to batch course `bcid` (its discussion, its IA marks),
 * with what it changed before and after; written with the change's transaction so both commit or
 * neither.
 */
export function auditCourseChange(
  db: Db,
  actor: SessionUser,
  { ip, at }: StaffChange,
  line: { action: string; bcid: string; before: unknown; after: unknown },
): Promise<void> {
  return recordAudit(db, {
    oid: actor.oid,
    actor: { userId: actor.userId, eid: actor.eid },
    action: line.action,
    subjectKind: 'batchCourse',
    subjectId: line.bcid,
    before: line.before,
    after: line.after,
    ip,
    at,
  });
}
