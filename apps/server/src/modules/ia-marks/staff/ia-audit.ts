import type { Db } from '../../../platform/db.ts';
import type { SessionUser } from '../../../platform/session-user.ts';
import { recordAudit } from '../../audit/index.ts';

/** Where and when a staff change to IA marks happens: the caller's address and the change's time. */
export interface IaChange {
  ip: string;
  at: Date;
}

/**
 * The audit line of a change to the IA marks of batch course `bcid`, with what it changed before and
 * after; written with the change's transaction so both commit or neither.
 */
export function auditIaChange(
  db: Db,
  actor: SessionUser,
  { ip, at }: IaChange,
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
