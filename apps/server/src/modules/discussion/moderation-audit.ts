import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';

/** Where and when a moderation happens: the caller's address and the change's time. */
export interface Moderation {
  ip: string;
  at: Date;
}

/**
 * The audit line of a change to the discussion of batch course `bcid` by a staff member, with the post
 * before and after; written with the change's transaction so both commit or neither.
 */
export function auditModeration(
  db: Db,
  actor: SessionUser,
  { ip, at }: Moderation,
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
