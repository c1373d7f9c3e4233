import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdmissionsWorld, createAdmissionsWorld } from '../../../test/admissions-fixture.ts';
import { signIn, type TestAccount } from '../../../test/factories.ts';
import { storedStaffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { profiles } from '../../db/schema/account.ts';
import { users } from '../../db/schema/auth.ts';
import { notifications } from '../../db/schema/content.ts';
import { nameChangeRequests } from '../../db/schema/name-change-requests.ts';
import { certificates } from '../../db/schema/records.ts';
import { auditEvents } from '../../db/schema/staff.ts';

let t: TestApp;
let world: AdmissionsWorld;
let counsellorA: string;
let admin: string;
const requestIds: Record<'ama' | 'dee', string> = { ama: '', dee: '' };

/** A pending change of name, as the profile save keeps one (ADR 0064). */
async function requestChange(who: TestAccount, givenName: string, familyName: string, day: string) {
  const [row] = await t.database.db
    .insert(nameChangeRequests)
    .values({
      oid: 'TEST',
      userId: who.user.id,
      eid: who.user.eid,
      currentName: who.user.name,
      givenName,
      familyName,
      requestedAt: new Date(`${day}T06:00:00Z`),
    })
    .returning({ id: nameChangeRequests.id });
  return row?.id ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  world = await createAdmissionsWorld(db, t.files);
  counsellorA = await storedStaffSession(db, world.counsellorA, t.clock);
  admin = await storedStaffSession(db, world.admin, t.clock);
  requestIds.ama = await requestChange(world.ama, 'Ama Serwaa', 'Owusu', '2026-10-01');
  requestIds.dee = await requestChange(world.dee, 'Dee', 'Boateng-Asante', '2026-10-02');
  await db.insert(profiles).values({
    oid: 'TEST',
    eid: world.ama.user.eid,
    uname: 'Ama',
    lastname: 'Owusu',
    cno: '244123456',
    countryCode: '233',
    address: 'Accra',
    dob: '1999-04-12',
    passportNo: '',
    otherGovId: 'GHA-123456',
    highestDegree: '',
    workExperience: '',
    updatedAt: new Date('2026-10-01T06:00:00Z'),
  });
  await db.insert(certificates).values({
    oid: 'TEST',
    certno: 'CERT-1',
    eid: world.ama.user.eid,
    bpid: 'BA',
    pid: 'PA',
    learnerName: 'Ama Owusu',
    programTitle: 'Diploma in Care',
    issuedOn: '2026-06-30',
  });
});
afterAll(() => t.app.close());

const list = (cookie: string) => call(t.app, 'staff/listNameChanges', { oid: 'TEST' }, cookie);
const decide = (cookie: string, id: string, decision: 'approve' | 'refuse') =>
  call(t.app, 'staff/decideNameChange', { oid: 'TEST', id, decision }, cookie);

async function nameOf(who: TestAccount) {
  const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, who.user.id));
  return row?.name;
}

describe('changes of legal name', () => {
  it("lists a counsellor's applicants' requests only, an admin's all, oldest first", async () => {
    const mine = await list(counsellorA);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      rows: [
        {
          id: requestIds.ama,
          eid: world.ama.user.eid,
          email: world.ama.email,
          currentName: world.ama.user.name,
          givenName: 'Ama Serwaa',
          familyName: 'Owusu',
          requestedAt: '2026-10-01T06:00:00.000Z',
        },
      ],
      total: 1,
    });
    const all = (await list(admin)).json();
    expect(all.rows.map((row: { id: string }) => row.id)).toEqual([requestIds.ama, requestIds.dee]);
  });

  it("refuses a request outside the counsellor's scope as one that does not exist, and learners", async () => {
    const outside = await decide(counsellorA, requestIds.dee, 'approve');
    const unknown = await decide(counsellorA, '00000000-0000-4000-8000-000000000000', 'approve');
    expect([outside.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(outside.body).toBe(unknown.body);
    expect(await nameOf(world.dee)).toBe('Dee Boateng');
    const learner = await signIn(t.app, world.ama.email, world.ama.password);
    expect((await decide(learner, requestIds.ama, 'approve')).statusCode).toBe(403);
    expect((await list(learner)).statusCode).toBe(403);
  });

  it('approves: the account and profile take the name, the certificate keeps its own, all audited', async () => {
    const response = await decide(counsellorA, requestIds.ama, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'approved' });
    const { db } = t.database;
    expect(await nameOf(world.ama)).toBe('Ama Serwaa Owusu');
    const [profile] = await db.select().from(profiles).where(eq(profiles.eid, world.ama.user.eid));
    expect(profile).toMatchObject({ uname: 'Ama Serwaa', lastname: 'Owusu' });
    const [certificate] = await db.select().from(certificates).where(eq(certificates.certno, 'CERT-1'));
    expect(certificate?.learnerName).toBe('Ama Owusu');
    const [line] = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, world.ama.user.eid));
    expect(line).toMatchObject({
      action: 'nameChange.approve',
      actorEid: world.counsellorA.user.eid,
      before: { name: world.ama.user.name, status: 'pending' },
      after: { name: 'Ama Serwaa Owusu', status: 'approved' },
    });
    const [notice] = await db.select().from(notifications).where(eq(notifications.eid, world.ama.user.eid));
    expect(notice?.title).toBe('Your change of name is approved');
    expect((await decide(counsellorA, requestIds.ama, 'approve')).statusCode).toBe(404);
    expect((await list(counsellorA)).json().total).toBe(0);
  });

  it('refuses: the learner keeps the name on their records', async () => {
    const response = await decide(admin, requestIds.dee, 'refuse');
    expect(response.json()).toEqual({ status: 'refused' });
    expect(await nameOf(world.dee)).toBe('Dee Boateng');
    const [request] = await t.database.db
      .select()
      .from(nameChangeRequests)
      .where(eq(nameChangeRequests.id, requestIds.dee));
    expect(request?.status).toBe('refused');
  });
});
