import { certificateIssuedMessage } from '@aula/contract/certificates';
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

/** The number of the learner's certificate of batch `bpid`, if it is issued. */
export async function existingCertificate(
  db: Db,
  user: SessionUser,
  bpid: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ certno: certificates.certno })
    .from(certificates)
    .where(and(eq(certificates.oid, user.oid), eq(certificates.eid, user.eid), eq(certificates.bpid, bpid)))
    .limit(1);
  return row?.certno;
}

/** The names printed on a certificate: the learner's as the account has it, and the program's title. */
async function namesOnCertificate(db: Db, user: SessionUser, pid: string) {
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
 * it, and stores its PNG and PDF. Asking again answers the certificate already issued (rendering its
 * files only if they are missing); asking before the end says what is left.
 */
export async function generateCertificate(
  db: Db,
  files: FileStore,
  user: SessionUser,
  bpid: string,
  now: Date,
  baseUrl: string,
) {
  const enrolment = await assertEnrolled(db, user, bpid);
  const issued = async (certno: string) => {
    await storedCertificateFiles(db, files, user, certno, baseUrl);
    return { statusCode: 200, message: certificateIssuedMessage, certno } as const;
  };
  const existing = await existingCertificate(db, user, bpid);
  if (existing) return issued(existing);

  const left = await coursesLeftToComplete(db, enrolment);
  if (left === null) throw new AppError('CONFLICT', noCoursesMessage, { bpid: 'no courses' });
  if (left.length > 0) {
    throw new AppError('CONFLICT', coursesLeftMessage(left.map((course) => course.ttitle)), {
      bpid: 'courses not complete',
    });
  }

  const issuedOn = (await universityTimeOf(db, user.oid)).day(now);
  const names = await namesOnCertificate(db, user, enrolment.pid);
  const [inserted] = await db
    .insert(certificates)
    .values({
      oid: user.oid,
      certno: newCertificateNumber(user.oid, Number(issuedOn.slice(0, 4))),
      eid: user.eid,
      bpid,
      pid: enrolment.pid,
      issuedOn,
      ...names,
    })
    // Two requests at once: the first insert wins and the second answers the same certificate.
    .onConflictDoNothing({ target: [certificates.oid, certificates.eid, certificates.bpid] })
    .returning({ certno: certificates.certno });
  const certno = inserted?.certno ?? (await existingCertificate(db, user, bpid));
  if (!certno) throw new Error('the certificate was neither inserted nor found');
  return issued(certno);
}
