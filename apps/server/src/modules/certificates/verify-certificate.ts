import { type CertificateVerification, noSuchCertificateMessage } from '@aula/contract/certificates';
import { and, eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/organisations.ts';
import { certificates } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';

/**
 * What anyone holding a certificate number may learn: who earned which program from whom, and when,
 * and the day it was revoked if it was (not why: the reason is between the university and the learner).
 * Nothing else of the learner (no e-mail, no marks) is shown.
 */
export async function verifyCertificate(
  db: Db,
  oid: string,
  certno: string,
): Promise<CertificateVerification> {
  const [row] = await db
    .select({
      certno: certificates.certno,
      learnerName: certificates.learnerName,
      program: certificates.programTitle,
      issuedOn: certificates.issuedOn,
      revokedOn: certificates.revokedOn,
      profile: organisations.profile,
    })
    .from(certificates)
    .innerJoin(organisations, eq(organisations.oid, certificates.oid))
    .where(and(eq(certificates.oid, oid), eq(certificates.certno, certno)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', noSuchCertificateMessage);
  const { profile, ...certificate } = row;
  return { ...certificate, organisation: profile.name };
}
