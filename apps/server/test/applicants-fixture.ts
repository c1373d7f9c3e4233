import { createLearner, signIn, type TestAccount } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** An app with two signed-in learners: the applicant (`me`) and a `neighbour` who applies beside them. */
export interface Applicants {
  t: TestApp;
  me: TestAccount;
  neighbour: TestAccount;
  cookie: string;
  neighbourCookie: string;
}

/** The admission forms' tests start here: each adds its programs, batches and applications. */
export async function applicantsApp(): Promise<Applicants> {
  const t = await createTestApp();
  const { db } = t.database;
  const me = await createLearner(db);
  const neighbour = await createLearner(db);
  const cookie = await signIn(t.app, me.email, me.password);
  const neighbourCookie = await signIn(t.app, neighbour.email, neighbour.password);
  return { t, me, neighbour, cookie, neighbourCookie };
}

/** A file of `size` bytes that starts as `head` does (a detector reads only the start). */
export const sized = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

/** A general information section that passes the wizard's checks (spec 3 §5). */
export const sampleGeneralInfo = {
  firstName: 'Ama',
  lastName: 'Owusu',
  email: 'ama@example.test',
  countryCode: '233',
  contact: '244123456',
  gender: 'Female',
  dob: '1999-04-12',
  fatherName: 'Kofi',
  motherName: 'Efua',
  international: 'Yes',
  otherId: 'GHA-123456',
  perAddress1: '12 Ring Road',
  perState: 'Greater Accra',
  perCity: 'Accra',
  perPin: '00233',
  perNation: 'Ghana',
  sameAddress: true,
  preAddress1: '12 Ring Road',
  preState: 'Greater Accra',
  preCity: 'Accra',
  prePin: '00233',
};

/** An education section that passes the wizard's checks (spec 3 §5), with no education type. */
export const sampleEducation = {
  schoolName: 'Accra Academy',
  schoolAddress1: 'Bubiashie',
  schoolCountry: 'Ghana',
  schoolZip: '00233',
  university: 'University of Ghana',
  universityAddress1: 'Legon',
  universityCountry: 'Ghana',
  universityZip: '00233',
  experience: 'NIL',
  experienceDesignation: 'Student',
};
