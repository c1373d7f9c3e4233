import { blankPaperForm } from '@aula/contract/paper-form';
import { applicationSections } from '../src/db/schema/application-sections.ts';
import { applications } from '../src/db/schema/applications.ts';
import { users } from '../src/db/schema/auth.ts';
import { partnerRegistrations } from '../src/db/schema/partner-registrations.ts';
import { batches, programs } from '../src/db/schema/programs.ts';
import { applicationFileKey } from '../src/modules/applications/index.ts';
import type { Db } from '../src/platform/db.ts';
import type { FileStore } from '../src/platform/file-store.ts';
import { sampleEducation, sampleGeneralInfo, sized } from './applicants-fixture.ts';
import { createLearner, TEST_OID, type TestAccount } from './factories.ts';
import { samplePdf } from './sample-files.ts';
import { createStaff, type StaffAccount } from './staff-factories.ts';

/*
 * An organisation deciding admissions: programmes PA and PB (the wizard), PU (the university form) and
 * PP (the paper form), each with a current batch; applicants at every stage, one whose name and answers
 * are HTML; a counsellor of PA, an organisation-wide counsellor, an admin, an instructor, and another
 * organisation's admin.
 */

/** The wizard's general information as the form sends it, its optional fields empty. */
export const generalinfo = {
  ...sampleGeneralInfo,
  middleName: '',
  passport: '',
  perAddress2: '',
  perAddress3: '',
  preAddress2: '',
  preAddress3: '',
};

export const education = sampleEducation;

export const transcriptBytes = sized(samplePdf, 60_000);

export const hostileName = '<script>alert(1)</script> Ama';
export const hostileAnswer = '<img src=x onerror=alert(1)>';
/** A name a spreadsheet would run as a formula. */
export const benName = '=HYPERLINK("http://evil.example","Ben")';

export interface AdmissionsWorld {
  ama: TestAccount;
  ben: TestAccount;
  cy: TestAccount;
  dee: TestAccount;
  eve: TestAccount;
  fay: TestAccount;
  counsellorA: StaffAccount;
  counsellorAll: StaffAccount;
  admin: StaffAccount;
  instructor: StaffAccount;
  otherAdmin: StaffAccount;
  /** Applications by applicant. */
  ids: { ama: string; ben: string; cy: string; dee: string; eve: string; fay: string };
  /** The stored name of Ama's transcripts. */
  transcriptName: string;
  /** How many applications of the bulk applicants wait in PA's queue. */
  bulk: number;
}

const dates = { startsAt: new Date('2026-01-01'), endsAt: new Date('2026-12-31'), current: true };

export async function createAdmissionsWorld(db: Db, files: FileStore): Promise<AdmissionsWorld> {
  const oid = TEST_OID;
  const ama = await createLearner(db, { name: hostileName, email: 'ama@example.test' });
  const ben = await createLearner(db, { name: benName, email: 'ben@example.test' });
  const cy = await createLearner(db, { name: '100% Cotton_Name', email: 'cy@example.test' });
  const dee = await createLearner(db, { name: 'Dee Boateng', email: 'dee@example.test' });
  const eve = await createLearner(db, { name: 'Eve Addo', email: 'eve@example.test' });
  const fay = await createLearner(db, { name: 'Fay Ramsamy', email: 'fay@example.test' });
  const instructorLed = { etype: 'instructor' as const };
  await db.insert(programs).values([
    { oid, pid: 'PA', category: 'undergraduate', pname: 'Diploma in <b>Care</b>', details: instructorLed },
    { oid, pid: 'PB', category: 'graduate', pname: 'MBA', details: instructorLed },
    {
      oid,
      pid: 'PU',
      category: 'undergraduate',
      pname: 'BSc Nursing',
      details: { ...instructorLed, applicationForm: 'university' },
    },
    {
      oid,
      pid: 'PP',
      category: 'undergraduate',
      pname: 'BCom',
      details: { ...instructorLed, applicationForm: 'paper' },
    },
  ]);
  await db.insert(batches).values([
    { oid, bpid: 'BA', pid: 'PA', title: '2026', ...dates },
    { oid, bpid: 'BB', pid: 'PB', title: '2026', ...dates },
    { oid, bpid: 'BU', pid: 'PU', title: '2026', ...dates },
    { oid, bpid: 'BP', pid: 'PP', title: '2026', ...dates },
  ]);
  const ids = {
    ama: 'BA-1788000000',
    ben: 'BA-1788100000',
    cy: 'BA-1788200000',
    dee: 'BB-1788300000',
    eve: 'BU-1788400000',
    fay: 'BP-1788500000',
  };
  const at = (day: string) => new Date(`${day}T06:00:00Z`);
  const application = (
    who: TestAccount,
    applicationid: string,
    pid: string,
    bpid: string,
    pstatus: number,
    submitted: string,
  ) => ({
    oid,
    applicationid,
    eid: who.user.eid,
    pid,
    bpid,
    pstatus,
    submittedAt: at(submitted),
    version: 3,
  });
  await db
    .insert(applications)
    .values([
      application(ama, ids.ama, 'PA', 'BA', 2, '2026-09-01'),
      application(ben, ids.ben, 'PA', 'BA', 2, '2026-10-05'),
      application(cy, ids.cy, 'PA', 'BA', 3, '2026-08-20'),
      application(dee, ids.dee, 'PB', 'BB', 2, '2026-09-10'),
      application(eve, ids.eve, 'PU', 'BU', 2, '2026-09-12'),
      application(fay, ids.fay, 'PP', 'BP', 2, '2026-09-14'),
    ]);

  const transcriptName = '4821-transcripts.pdf';
  await files.put(
    applicationFileKey({ oid, userId: ama.user.id }, 'BA', transcriptName),
    transcriptBytes,
    'application/pdf',
  );
  const savedAt = new Date('2026-09-01T06:00:00Z');
  const section = (applicationid: string, name: string, data: Record<string, unknown>) => ({
    oid,
    applicationid,
    section: name,
    data,
    savedAt,
  });
  const uploaddoc = {
    Cetificates: '',
    Transcripts: transcriptName,
    Passport: '',
    'Other Government Proof': '',
    'Profile Photo': '',
  };
  await db.insert(applicationSections).values([
    section(ids.ama, 'generalinfo', { ...generalinfo, motherName: hostileAnswer }),
    section(ids.ama, 'education', education),
    section(ids.ama, 'uploaddoc', uploaddoc),
    section(ids.ama, 'scholarship', {
      scholarship: 'Yes',
      learningCenter: 'GH-ACC-003',
      learningCentername: 'Accra Learning Centre',
    }),
    section(ids.ben, 'generalinfo', { ...generalinfo, firstName: 'Ben', email: 'ben@example.test' }),
    section(ids.ben, 'scholarship', { scholarship: 'No', learningCenter: '', learningCentername: '' }),
    section(ids.eve, 'generalinfo', { ...generalinfo, firstName: 'Eve' }),
    section(ids.fay, 'paperform', {
      ...blankPaperForm(),
      surName: 'Ramsamy',
      firstName: 'Fay',
      programmeTable: [
        { title: 'BCom', ftime: 'yes', ptime: 'no' },
        { title: '', ftime: '', ptime: '' },
        { title: '', ftime: '', ptime: '' },
      ],
    }),
  ]);
  // Ama's e-mail is in the partner data: her wizard is the pre-registered applicant's.
  await db.insert(partnerRegistrations).values({
    oid,
    email: ama.user.eid,
    firstName: 'Ama',
    lastName: 'Owusu',
    learningCenter: 'GH-ACC-003',
    learningCenterName: 'Accra Learning Centre',
    registeredOn: '2026-04-28',
  });

  const bulk = 27;
  const numbers = Array.from({ length: bulk }, (_, index) => String(index).padStart(2, '0'));
  await db.insert(users).values(
    numbers.map((number) => ({
      oid,
      eid: `bulk-${number}@example.test`,
      email: `bulk-${number}@example.test`,
      name: `Bulk Applicant ${number}`,
      passwordHash: ama.user.passwordHash,
      confirmed: true,
    })),
  );
  await db.insert(applications).values(
    numbers.map((number) => ({
      oid,
      applicationid: `BA-17870000${number}`,
      eid: `bulk-${number}@example.test`,
      pid: 'PA',
      bpid: 'BA',
      pstatus: 2,
      submittedAt: at('2026-07-01'),
    })),
  );

  const counsellorA = await createStaff(db, {
    grants: [{ role: 'counsellor', scope: 'PA' }],
    name: 'Cora Counsellor',
  });
  const counsellorAll = await createStaff(db, {
    grants: [{ role: 'counsellor', scope: null }],
    name: 'Olu Wide',
  });
  const admin = await createStaff(db, { grants: [{ role: 'admin', scope: null }], name: 'Ada Admin' });
  const instructor = await createStaff(db, {
    grants: [{ role: 'instructor', scope: 'C1' }],
    name: 'Ian Instructor',
  });
  const otherAdmin = await createStaff(db, {
    grants: [{ role: 'admin', scope: null }],
    oid: 'OTHER',
    name: 'Oscar Other',
  });
  return {
    ama,
    ben,
    cy,
    dee,
    eve,
    fay,
    counsellorA,
    counsellorAll,
    admin,
    instructor,
    otherAdmin,
    ids,
    transcriptName,
    bulk,
  };
}
