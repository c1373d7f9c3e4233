import { staffMessages } from '@aula/contract/staff-messages';
import { and, eq } from 'drizzle-orm';
import { certificates } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit, type StaffChange } from '../audit/index.ts';
import { universityTimeOf } from '../organisation/index.ts';

/**
 * Revokes a certificate of the admin's organisation (another organisation's number is not found), on
 * the university's day, with the reason; the row stays, so its verification page says it was revoked
 * and when. Revoking again is refused. Written with its audit line in one transaction.
 */
export async function revokeCertificate(
  db: Db,
  actor: SessionUser,
  body: { certno: string; reason: string },
  change: StaffChange,
): Promise<{ revokedOn: string }> {
  const revokedOn = (await universityTimeOf(db, actor.oid)).day(change.at);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.oid, actor.oid), eq(certificates.certno, body.certno)))
      .for('update');
    if (!before) {
      throw new AppError('NOT_FOUND', staffMessages.noSuchCertificate, { certno: 'no such certificate' });
    }
    if (before.revokedOn !== null) {
      throw new AppError('CONFLICT', `This certificate was already revoked on ${before.revokedOn}.`, {
        certno: 'already revoked',
      });
    }
    await tx
      .update(certificates)
      .set({ revokedOn, revokeReason: body.reason })
      .where(and(eq(certificates.oid, actor.oid), eq(certificates.certno, body.certno)));
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'certificates.revoke',
      subjectKind: 'account',
      subjectId: before.eid,
      before: { certno: before.certno, revokedOn: null },
      after: { certno: before.certno, revokedOn, reason: body.reason },
      ip: change.ip,
      at: change.at,
    });
    return { revokedOn };
  });
}
