import { certificateIssuedMessage, certificateRevokedMessage } from '@aula/contract/certificates';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { programs } from '../../db/schema/programs.ts';
import { certificates } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { storedCertificateFiles } from './certificate-files.ts';
import { newCertificateNumber } from './certificate-number.ts';
import { coursesLeftToComplete } from './program-completion.ts';

export const noCoursesMessage = 'This program has no courses to complete, so no certificate can be issued.';

export function coursesLeftMessage(titles: readonly string[]): string {
  return `Your certificate is issued once you have completed every course of the program. Still to complete: ${titles.join(', ')}.`;
}

/** The learner a certificate is issued to: the signed-in learner, or the one an admin names. */
export type CertificateHolder = Pick<SessionUser, 'oid' | 'eid' | 'userId' | 'name'>;

/** The number of the learner's certificate of batch `bpid`, if it is issued, and the day it was revoked. */
export async function existingCertificate(
  db: Db,
  user: Pick<SessionUser, 'oid' | 'eid'>,
  bpid: string,
): Promise<{ certno: string; revokedOn: string | null } | undefined> {
  const [row] = await db
    .select({ certno: certificates.certno, revokedOn: certificates.revokedOn })
    .from(certificates)
    .where(and(eq(certificates.oid, user.oid), eq(certificates.eid, user.eid), eq(certificates.bpid, bpid)))
    .limit(1);
  return row;
}

/** The names printed on a certificate: the learner's as the account has it, and the program's title. */
async function namesOnCertificate(db: Db, user: CertificateHolder, pid: string) {
  const [learner] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
  const [program] = await db
    .select({ pname: programs.pname, details: programs.details })
    .from(programs)
    .where(and(eq(programs.oid, user.oid), eq(programs.pid, pid)));
  return {
    learnerName: learner?.name ?? user.name,
    programTitle: program?.details.ptitle ?? program?.pname ?? pid,
  };
}

/**
 * Issues the learner's certificate of batch `bpid` once they have completed every course they take in
 * it (ADR 0080), and stores its PNG and PDF; `issuedBy` is the admin who issued it, null when the
 * learner asked. Asking again answers the certificate already issued (rendering its files only if they
 * are missing); asking before the end says what is left; a revoked certificate is not issued again.
 */
export async function issueProgramCertificate(
  db: Db,
  files: FileStore,
  holder: CertificateHolder,
  bpid: string,
  issue: { now: Date; baseUrl: string; issuedBy: string | null },
): Promise<string> {
  const enrolment = await assertEnrolled(db, holder, bpid);
  const issued = async (certificate: { certno: string; revokedOn: string | null }) => {
    if (certificate.revokedOn !== null) {
      throw new AppError('CONFLICT', certificateRevokedMessage(certificate.revokedOn), { bpid: 'revoked' });
    }
    await storedCertificateFiles(db, files, holder, certificate.certno, issue.baseUrl);
    return certificate.certno;
  };
  const existing = await existingCertificate(db, holder, bpid);
  if (existing) return issued(existing);

  const left = await coursesLeftToComplete(db, enrolment);
  if (left === null) throw new AppError('CONFLICT', noCoursesMessage, { bpid: 'no courses' });
  if (left.length > 0) {
    throw new AppError('CONFLICT', coursesLeftMessage(left.map((course) => course.ttitle)), {
      bpid: 'courses not complete',
    });
  }

  const issuedOn = (await universityTimeOf(db, holder.oid)).day(issue.now);
  const names = await namesOnCertificate(db, holder, enrolment.pid);
  const [inserted] = await db
    .insert(certificates)
    .values({
      oid: holder.oid,
      certno: newCertificateNumber(holder.oid, Number(issuedOn.slice(0, 4))),
      eid: holder.eid,
      bpid,
      pid: enrolment.pid,
      issuedOn,
      issuedBy: issue.issuedBy,
      ...names,
    })
    // Two requests at once: the first insert wins and the second answers the same certificate.
    .onConflictDoNothing({ target: [certificates.oid, certificates.eid, certificates.bpid] })
    .returning({ certno: certificates.certno });
  const certificate = inserted
    ? { certno: inserted.certno, revokedOn: null }
    : await existingCertificate(db, holder, bpid);
  if (!certificate) throw new Error('the certificate was neither inserted nor found');
  return issued(certificate);
}

/** The spec's generateCertificate: the signed-in learner's own certificate of batch `bpid`. */
export async function generateCertificate(
  db: Db,
  files: FileStore,
  user: SessionUser,
  bpid: string,
  now: Date,
  baseUrl: string,
) {
  const certno = await issueProgramCertificate(db, files, user, bpid, { now, baseUrl, issuedBy: null });
  return { statusCode: 200, message: certificateIssuedMessage, certno } as const;
}
