import { type IssuedCertificate, issuedCertificatesPageSize } from '@aula/contract/staff-certificates';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { batches } from '../../db/schema/programs.ts';
import { certificates } from '../../db/schema/records.ts';
import type { Db } from '../../platform/db.ts';

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The organisation's certificates, newest first, a page at a time; `q` matches the learner's name or
 * e-mail, the programme's title or the number.
 */
export async function listIssuedCertificates(
  db: Db,
  oid: string,
  { q, page }: { q: string; page: number },
): Promise<{ rows: IssuedCertificate[]; total: number }> {
  const pattern = containing(q);
  const where = and(
    eq(certificates.oid, oid),
    q === ''
      ? undefined
      : or(
          ilike(certificates.learnerName, pattern),
          ilike(certificates.eid, pattern),
          ilike(certificates.programTitle, pattern),
          ilike(certificates.certno, pattern),
        ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        certno: certificates.certno,
        eid: certificates.eid,
        learnerName: certificates.learnerName,
        programTitle: certificates.programTitle,
        bpid: certificates.bpid,
        batch: batches.title,
        issuedOn: certificates.issuedOn,
        issuedBy: certificates.issuedBy,
        revokedOn: certificates.revokedOn,
        revokeReason: certificates.revokeReason,
      })
      .from(certificates)
      .innerJoin(batches, and(eq(batches.oid, certificates.oid), eq(batches.bpid, certificates.bpid)))
      .where(where)
      .orderBy(desc(certificates.issuedOn), desc(certificates.createdAt), certificates.certno)
      .limit(issuedCertificatesPageSize)
      .offset(page * issuedCertificatesPageSize),
    db.select({ total: count() }).from(certificates).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
