import { staffMessages } from '@aula/contract/staff-messages';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit, type StaffChange } from '../audit/index.ts';
import { existingCertificate, issueProgramCertificate } from './generate-certificate.ts';

/**
 * An admin issues a learner's certificate of a batch of the organisation (the batch policy has checked
 * it): by the learner's own rule (ADR 0080), with no override, so the certificate never says more than
 * the learner did. A learner who is not enrolled is refused on `eid`. The issue is audited; asking for
 * one already issued answers it, and writes no line.
 */
export async function staffIssueCertificate(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: { bpid: string; eid: string },
  change: StaffChange & { baseUrl: string },
): Promise<{ certno: string }> {
  const eid = body.eid.toLowerCase();
  const [learner] = await db
    .select({ userId: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.oid, actor.oid), eq(users.eid, eid)))
    .limit(1);
  const notEnrolled = () =>
    new AppError('VALIDATION_FAILED', staffMessages.notEnrolledInBatch, {
      eid: 'not enrolled in the batch',
    });
  if (!learner) throw notEnrolled();
  const holder = { oid: actor.oid, eid, ...learner };
  const before = await existingCertificate(db, holder, body.bpid);
  const certno = await issueProgramCertificate(db, files, holder, body.bpid, {
    now: change.at,
    baseUrl: change.baseUrl,
    issuedBy: actor.eid,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'FORBIDDEN') throw notEnrolled();
    throw error;
  });
  if (!before) {
    await recordAudit(db, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'certificates.issue',
      subjectKind: 'account',
      subjectId: eid,
      before: null,
      after: { certno, bpid: body.bpid },
      ip: change.ip,
      at: change.at,
    });
  }
  return { certno };
}
