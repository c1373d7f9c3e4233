import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { bundleAddresses, bundleFilename } from './export-address.ts';

/**
 * An admin asks for the catalogue (or programme `pid`, which the policy has checked is theirs): the
 * request is a line of the audit log, and the answer the address the zip is downloaded from.
 */
export async function requestBundleExport(
  db: Db,
  actor: SessionUser,
  { pid }: { pid?: string },
  { now, ip }: { now: Date; ip: string },
): Promise<{ url: string; filename: string }> {
  await recordAudit(db, {
    oid: actor.oid,
    actor: { userId: actor.userId, eid: actor.eid },
    action: 'bundles.export',
    ...(pid === undefined ? {} : { subjectKind: 'program', subjectId: pid }),
    after: { scope: pid ?? 'organisation' },
    ip,
    at: now,
  });
  const path = pid === undefined ? [actor.oid] : [actor.oid, pid];
  return {
    url: bundleAddresses.address(actor.sessionId, path, now),
    filename: bundleFilename(actor.oid, pid, now),
  };
}
