import { profileFilePath, type UserProfile } from '@aula/contract/profile';
import { and, asc, eq } from 'drizzle-orm';
import { profileFiles, profiles } from '../../db/schema/account.ts';
import { users } from '../../db/schema/auth.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { programTitle } from '../programs/index.ts';
import { nameNeedsApproval, pendingName, profileNamesOf } from './name-change.ts';

/** The learner's programmes with their USN (null: 'No USN'), oldest enrolment first. */
async function candidateIds(db: Db, user: SessionUser): Promise<UserProfile['candidateIds']> {
  return db
    .select({ bpid: enrolments.bpid, pname: programTitle(), usn: enrolments.usn })
    .from(enrolments)
    .innerJoin(programs, and(eq(programs.oid, enrolments.oid), eq(programs.pid, enrolments.pid)))
    .where(and(eq(enrolments.oid, user.oid), eq(enrolments.eid, user.eid)))
    .orderBy(asc(enrolments.enrolledOn), asc(enrolments.bpid));
}

/**
 * The learner's profile with the spec's field names. Before a first save it holds the account's name
 * (first word, then the rest) and e-mail, and nothing else.
 */
export async function getUserProfile(db: Db, user: SessionUser): Promise<UserProfile> {
  const [[row], files, [account], ids, needsApproval, pending] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(and(eq(profiles.oid, user.oid), eq(profiles.eid, user.eid))),
    db
      .select()
      .from(profileFiles)
      .where(and(eq(profileFiles.oid, user.oid), eq(profileFiles.eid, user.eid)))
      .orderBy(asc(profileFiles.position), asc(profileFiles.storedName)),
    db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.oid, user.oid), eq(users.eid, user.eid))),
    candidateIds(db, user),
    nameNeedsApproval(db, user),
    pendingName(db, user),
  ]);
  const accountNames = profileNamesOf(account?.name ?? user.name);
  const ofKind = (kind: (typeof files)[number]['kind']) =>
    files
      .filter((file) => file.kind === kind)
      .map((file) => ({ name: file.storedName, url: profileFilePath(kind, file.storedName) }));
  const photo = ofKind('photo')[0];
  return {
    UNAME: row?.uname ?? accountNames.uname,
    LASTNAME: row?.lastname ?? accountNames.lastname,
    EMAILID: account?.email ?? user.email,
    CNO: row?.cno ?? '',
    ADS: row?.address ?? '',
    DOB: row?.dob ?? '',
    HIGHDEG: row?.highestDegree ?? '',
    COUNTRYCODE: row?.countryCode ?? '',
    PASSPORTNO: row?.passportNo ?? '',
    OTHGOVID: row?.otherGovId ?? '',
    WORKEXP: row?.workExperience ?? '',
    PROFILEPICNAME: photo?.name ?? '',
    PROFILEPICURL: photo?.url ?? null,
    DOCUMENTNAME: ofKind('document'),
    CERTIFICATE: ofKind('certificate'),
    MARKSCARD: ofKind('markscard'),
    candidateIds: ids,
    nameNeedsApproval: needsApproval,
    pendingName: pending,
  };
}
