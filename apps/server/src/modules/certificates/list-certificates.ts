import type { Certificate } from '@aula/contract/certificates';
import { and, desc, eq } from 'drizzle-orm';
import { certificates } from '../../db/schema/records.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { certificateFilePath, certificateVerifyUrl } from './certificate-paths.ts';

/** The learner's certificates, newest first, with the addresses of their PNG, PDF and verification page. */
export async function listCertificates(
  db: Db,
  user: SessionUser,
  baseUrl: string,
): Promise<{ certificates: Certificate[] }> {
  const rows = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.oid, user.oid), eq(certificates.eid, user.eid)))
    .orderBy(desc(certificates.issuedOn), desc(certificates.createdAt));
  return {
    certificates: rows.map((row) => ({
      certno: row.certno,
      certificate: row.programTitle,
      cerurl: certificateFilePath(row.certno, 'png'),
      pdfUrl: certificateFilePath(row.certno, 'pdf'),
      verifyUrl: certificateVerifyUrl(baseUrl, row.certno),
      bpid: row.bpid,
      issuedOn: row.issuedOn,
      revokedOn: row.revokedOn,
      revokeReason: row.revokeReason,
    })),
  };
}
