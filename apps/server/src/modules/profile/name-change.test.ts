import type { UserProfile } from '@aula/contract/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf, upload } from '../../../test/account-files.ts';
import { createBatch } from '../../../test/batch-factories.ts';
import { createLearner, signIn, TEST_OID, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { applications } from '../../db/schema/applications.ts';
import { users } from '../../db/schema/auth.ts';
import { nameChangeRequests } from '../../db/schema/name-change-requests.ts';
import { certificates } from '../../db/schema/records.ts';

/*
 * Issue 20, names on records: a learner with a certificate (or a submitted application) cannot change
 * the name the university has signed by editing their profile; the change waits for staff.
 */

let t: TestApp;
const certno = 'TEST-2026-00000042';

beforeAll(async () => {
  t = await createTestApp();
  await createBatch(t.database.db, 'pv-2026', { ptitle: 'Certificate in Pharmacovigilance' });
});
afterAll(() => t.app.close());

async function learnerWithCookie(name: string): Promise<[TestAccount, string]> {
  const learner = await createLearner(t.database.db, { name });
  return [learner, await signIn(t.app, learner.email, learner.password)];
}

async function saveProfile(learner: TestAccount, cookie: string, uname: string, lstname: string) {
  const photo = await upload(t.app, {
    type: 'profiledetails',
    name: 'me.png',
    bytes: pngOf(60_000),
    contentType: 'image/png',
    cookie,
    eid: learner.email,
  });
  return call(
    t.app,
    'updateuserprofile',
    {
      oid: TEST_OID,
      eid: learner.email,
      profilepicname: photo.filename,
      uname,
      lstname,
      dob: '1998-04-12',
      councode: '233',
      ads: '12 Ring Road, Accra',
      cno: '244123456',
      passportno: 'G1234567',
      othergovid: '',
      highdeg: 'BPharm',
      workexp: '3 years',
      docname: [],
      certificates: [],
      markscards: [],
    },
    cookie,
  );
}

async function accountName(learner: TestAccount) {
  const [row] = await t.database.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, learner.user.id));
  return row?.name;
}

const requestsOf = (learner: TestAccount) =>
  t.database.db.select().from(nameChangeRequests).where(eq(nameChangeRequests.eid, learner.user.eid));

describe('a change of name after a certificate', () => {
  let learner: TestAccount;
  let cookie: string;
  beforeAll(async () => {
    [learner, cookie] = await learnerWithCookie('Asha Mensah');
    await t.database.db.insert(certificates).values({
      oid: TEST_OID,
      certno,
      eid: learner.user.eid,
      bpid: 'pv-2026',
      pid: 'pv-2026-program',
      learnerName: 'Asha Mensah',
      programTitle: 'Certificate in Pharmacovigilance',
      issuedOn: '2026-05-01',
    });
  });

  it('is kept as a pending request: the account, the profile and the certificate keep the issued name', async () => {
    const before = await call(t.app, 'getUserProfile', { oid: TEST_OID, eid: learner.email }, cookie);
    expect(before.json<UserProfile>()).toMatchObject({ nameNeedsApproval: true, pendingName: null });

    const response = await saveProfile(learner, cookie, 'Ama', 'Forged-Name');
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json<UserProfile>();
    expect(profile).toMatchObject({
      UNAME: 'Asha',
      LASTNAME: 'Mensah',
      CNO: '244123456',
      nameNeedsApproval: true,
      pendingName: { uname: 'Ama', lastname: 'Forged-Name' },
    });
    expect(await accountName(learner)).toBe('Asha Mensah');
    const session = await call(t.app, 'auth/currentSession', {}, cookie);
    expect(session.json().user.attributes.name).toBe('Asha Mensah');
    const verified = await call(t.app, 'verifyCertificate', { oid: TEST_OID, certno });
    expect(verified.json().learnerName).toBe('Asha Mensah');
    expect(await requestsOf(learner)).toMatchObject([
      { currentName: 'Asha Mensah', givenName: 'Ama', familyName: 'Forged-Name', status: 'pending' },
    ]);
  });

  it('keeps one pending request, the latest, and leaves it alone when the name is saved unchanged', async () => {
    expect((await saveProfile(learner, cookie, 'Ama', 'Owusu')).statusCode).toBe(200);
    const unchanged = await saveProfile(learner, cookie, 'Asha', 'Mensah');
    expect(unchanged.json<UserProfile>().pendingName).toMatchObject({ uname: 'Ama', lastname: 'Owusu' });
    expect(await requestsOf(learner)).toMatchObject([{ givenName: 'Ama', familyName: 'Owusu' }]);
    expect(await accountName(learner)).toBe('Asha Mensah');
  });
});

describe('a change of name', () => {
  it('after a submitted application waits for approval too', async () => {
    const [learner, cookie] = await learnerWithCookie('Kwame Boateng');
    await t.database.db.insert(applications).values({
      oid: TEST_OID,
      applicationid: 'pv-2026-1780000000',
      eid: learner.user.eid,
      pid: 'pv-2026-program',
      bpid: 'pv-2026',
      pstatus: 2,
      submittedAt: new Date('2026-05-01T10:00:00Z'),
    });
    const response = await saveProfile(learner, cookie, 'Kwabena', 'Boateng');
    expect(response.json<UserProfile>()).toMatchObject({ UNAME: 'Kwame', pendingName: { uname: 'Kwabena' } });
    expect(await accountName(learner)).toBe('Kwame Boateng');
  });

  it('before any certificate or submitted application renames the account at once', async () => {
    const [learner, cookie] = await learnerWithCookie('Priya Nair');
    const response = await saveProfile(learner, cookie, 'Priya', 'Nair-Menon');
    expect(response.json<UserProfile>()).toMatchObject({
      UNAME: 'Priya',
      LASTNAME: 'Nair-Menon',
      nameNeedsApproval: false,
      pendingName: null,
    });
    expect(await accountName(learner)).toBe('Priya Nair-Menon');
    expect(await requestsOf(learner)).toEqual([]);
  });
});
