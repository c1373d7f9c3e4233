import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBatch } from '../../../test/batch-factories.ts';
import { createLearner, sessionCookieOf, TEST_OID } from '../../../test/factories.ts';
import {
  appCode,
  auditLines,
  createStaff,
  type StaffAccount,
  signInPassword,
  signInStaff,
  storedStaffSession,
} from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outbox } from '../../db/schema/mail.ts';

let t: TestApp;
let admin: StaffAccount;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t.database.db, { name: 'Ada Admin' });
  adminCookie = await signInStaff(t.app, t.clock, admin);
  await createBatch(t.database.db, 'prog-a-2026', { pid: 'prog-a' });
  await createBatch(t.database.db, 'their-2026', { oid: 'OTHER', pid: 'their-prog' });
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

const invite = (body: Record<string, unknown>, cookie = adminCookie) =>
  call(t.app, 'staff/inviteStaff', { oid: TEST_OID, name: 'Nadia Okoro', ...body }, cookie);
const setGrants = (userId: string, grants: unknown[], cookie = adminCookie, oid = TEST_OID) =>
  call(t.app, 'staff/setStaffGrants', { oid, userId, grants }, cookie);

async function mailTo(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

describe('staff/inviteStaff', () => {
  it('mails a temporary password; the account must change it, then enrol its second factor', async () => {
    const email = 'N.Okoro@Example.test';
    const invited = await invite({ email, grants: [{ role: 'counsellor', scope: 'prog-a' }] });
    expect(invited.statusCode, invited.body).toBe(200);
    const { userId } = invited.json();

    const mail = await mailTo(email);
    expect(mail?.subject).toBe('Your Test University staff account');
    expect(mail?.text).toContain('http://localhost:3000/staff');
    const password = /Temporary password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);

    const listed = (await call(t.app, 'staff/listStaff', { oid: TEST_OID }, adminCookie)).json();
    expect(listed.staff).toContainEqual(
      expect.objectContaining({
        userId,
        email,
        name: 'Nadia Okoro',
        grants: [{ role: 'counsellor', scope: 'prog-a' }],
        secondFactorEnrolled: false,
        invitationPending: true,
      }),
    );
    const [line] = await auditLines(t.database.db, { subjectId: userId, action: 'staff.invite' });
    expect(line).toMatchObject({
      actorEid: admin.email,
      after: { email, name: 'Nadia Okoro', grants: [{ role: 'counsellor', scope: 'prog-a' }] },
    });

    const signedIn = await call(t.app, 'auth/signIn', { oid: TEST_OID, username: email, password });
    expect(signedIn.json().challengeName).toBe('NEW_PASSWORD_REQUIRED');
    const temporary = sessionCookieOf(signedIn) ?? '';
    const refused = await call(t.app, 'staff/startTotpEnrolment', {}, temporary);
    expect(refused.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await call(t.app, 'auth/completeNewPassword', { newPassword: 'Counsel#2468' }, temporary);
    expect(changed.json().challengeName).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    const cookie = sessionCookieOf(changed) ?? '';
    const { secret } = (await call(t.app, 'staff/startTotpEnrolment', {}, cookie)).json();
    const code = appCode(secret, t.clock);
    const enrolled = await call(t.app, 'staff/confirmTotpEnrolment', { code }, cookie);
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    // A counsellor manages no staff.
    const counsellorCookie = sessionCookieOf(enrolled) ?? '';
    const forbidden = await call(t.app, 'staff/listStaff', { oid: TEST_OID }, counsellorCookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    const actions = (await auditLines(t.database.db, { subjectId: userId })).map((each) => each.action);
    expect(actions).toEqual([
      'staff.invite',
      'staff.signIn',
      'staff.passwordChosen',
      'staff.secondFactorEnrolled',
    ]);
  });

  it('refuses an e-mail that has an account in the organisation, learner or staff', async () => {
    const learner = await createLearner(t.database.db);
    for (const email of [learner.email.toUpperCase(), admin.email]) {
      const taken = await invite({ email, grants: [{ role: 'instructor', scope: null }] });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({
        code: 'USERNAME_EXISTS',
        fields: { email: expect.any(String) },
      });
    }
  });

  it("refuses a scope that is not the organisation's: another's programme, an unknown course", async () => {
    const foreign = await invite({
      email: 'x1@example.test',
      grants: [{ role: 'counsellor', scope: 'their-prog' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ 'grants.0.scope': 'not a programme of this organisation' });
    const course = await invite({
      email: 'x2@example.test',
      grants: [
        { role: 'counsellor', scope: 'prog-a' },
        { role: 'instructor', scope: 'no-such-course' },
      ],
    });
    expect(course.json().error.fields).toEqual({ 'grants.1.scope': 'not a course of this organisation' });
    const admins = await invite({ email: 'x3@example.test', grants: [{ role: 'admin', scope: 'prog-a' }] });
    expect(admins.statusCode).toBe(400);
    expect(await mailTo('x1@example.test')).toBeUndefined();
  });
});

describe('staff/setStaffGrants', () => {
  it('ends every session of the account at once, and records the roles before and after', async () => {
    const counsellor = await createStaff(t.database.db, {
      grants: [{ role: 'counsellor', scope: 'prog-a' }],
    });
    const cookie = await signInStaff(t.app, t.clock, counsellor);
    expect((await call(t.app, 'auth/currentUserInfo', {}, cookie)).statusCode).toBe(200);

    const set = await setGrants(counsellor.user.id, [
      { role: 'counsellor', scope: null },
      { role: 'counsellor', scope: null },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    const after = await call(t.app, 'auth/currentUserInfo', {}, cookie);
    expect(after.statusCode).toBe(401);
    const [line] = await auditLines(t.database.db, {
      subjectId: counsellor.user.id,
      action: 'staff.setGrants',
    });
    expect(line).toMatchObject({
      actorEid: admin.email,
      before: { grants: [{ role: 'counsellor', scope: 'prog-a' }] },
      after: { grants: [{ role: 'counsellor', scope: null }] },
    });
    t.clock.advance(1);
    const again = await signInStaff(t.app, t.clock, counsellor);
    const info = (await call(t.app, 'auth/currentUserInfo', {}, again)).json();
    expect(info.grants).toEqual([{ role: 'counsellor', scope: null }]);
    expect(info.role).toBe('counsellor');
  });

  it('never removes the last admin; with another admin it may', async () => {
    const solo = await createStaff(t.database.db, { oid: 'SOLO' });
    const soloCookie = await storedStaffSession(t.database.db, solo, t.clock);
    const last = await setGrants(solo.user.id, [{ role: 'instructor', scope: null }], soloCookie, 'SOLO');
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(
      'The organisation must keep at least one admin: make someone else an admin first.',
    );
    const second = await createStaff(t.database.db, { oid: 'SOLO' });
    const allowed = await setGrants(second.user.id, [], soloCookie, 'SOLO');
    expect(allowed.statusCode, allowed.body).toBe(200);
    // The second admin is a learner again; the first is the last admin once more.
    expect((await setGrants(solo.user.id, [], soloCookie, 'SOLO')).statusCode).toBe(409);
  });

  it("is refused to another organisation's admin, by its oid or by naming this one's account", async () => {
    const stranger = await createStaff(t.database.db, { oid: 'OTHER' });
    const strangerCookie = await storedStaffSession(t.database.db, stranger, t.clock);
    const byOid = await setGrants(admin.user.id, [], strangerCookie, TEST_OID);
    expect(byOid.statusCode).toBe(403);
    expect(byOid.json().error.fields).toEqual({ oid: 'not your organisation' });
    const byId = await setGrants(admin.user.id, [{ role: 'admin', scope: null }], strangerCookie, 'OTHER');
    expect(byId.statusCode).toBe(403);
    expect(byId.json().error.fields).toEqual({ userId: 'outside your scope' });
    const notAnId = await setGrants('not-a-uuid', [], strangerCookie, 'OTHER');
    expect(notAnId.statusCode).toBe(403);
    expect((await call(t.app, 'auth/currentUserInfo', {}, adminCookie)).statusCode).toBe(200);
  });

  it('is refused to a counsellor', async () => {
    const counsellor = await createStaff(t.database.db, { grants: [{ role: 'counsellor', scope: null }] });
    const cookie = await signInStaff(t.app, t.clock, counsellor);
    const refused = await setGrants(counsellor.user.id, [{ role: 'admin', scope: null }], cookie);
    expect(refused.statusCode).toBe(403);
  });
});

describe('staff/resetSecondFactor', () => {
  const reset = (userId: string, cookie = adminCookie, oid = TEST_OID) =>
    call(t.app, 'staff/resetSecondFactor', { oid, userId }, cookie);

  it('removes the lost factor and its recovery codes, ends the sessions, tells the member; the next sign-in enrols anew', async () => {
    const counsellor = await createStaff(t.database.db, {
      grants: [{ role: 'counsellor', scope: 'prog-a' }],
    });
    const cookie = await signInStaff(t.app, t.clock, counsellor);
    expect((await call(t.app, 'auth/currentUserInfo', {}, cookie)).statusCode).toBe(200);

    const done = await reset(counsellor.user.id);
    expect(done.statusCode, done.body).toBe(200);
    expect((await call(t.app, 'auth/currentUserInfo', {}, cookie)).statusCode).toBe(401);
    const [line] = await auditLines(t.database.db, {
      subjectId: counsellor.user.id,
      action: 'staff.resetSecondFactor',
    });
    expect(line).toMatchObject({
      actorEid: admin.email,
      before: { secondFactorEnrolled: true },
      after: { secondFactorEnrolled: false, recoveryCodesLeft: 0 },
    });
    const mail = await mailTo(counsellor.email);
    expect(mail?.subject).toBe('Your Test University staff sign-in: set up your authenticator app again');
    expect(mail?.text).toContain('http://localhost:3000/staff');

    // The old app's code no longer signs in: the password step now asks for a new enrolment.
    t.clock.advance(1);
    const { response, cookie: halfSignedIn } = await signInPassword(t.app, counsellor);
    expect(response.json().challengeName).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    const oldCode = await call(
      t.app,
      'staff/verifySecondFactor',
      { code: appCode(counsellor.totpSecret ?? '', t.clock) },
      halfSignedIn,
    );
    expect(oldCode.statusCode).not.toBe(200);
    const listed = (await call(t.app, 'staff/listStaff', { oid: TEST_OID }, adminCookie)).json();
    expect(listed.staff).toContainEqual(
      expect.objectContaining({ userId: counsellor.user.id, secondFactorEnrolled: false }),
    );
  });

  it("is refused to a counsellor and to another organisation's admin", async () => {
    const counsellor = await createStaff(t.database.db, { grants: [{ role: 'counsellor', scope: null }] });
    const counsellorCookie = await signInStaff(t.app, t.clock, counsellor);
    expect((await reset(admin.user.id, counsellorCookie)).statusCode).toBe(403);
    const stranger = await createStaff(t.database.db, { oid: 'OTHER' });
    const strangerCookie = await storedStaffSession(t.database.db, stranger, t.clock);
    const byId = await reset(admin.user.id, strangerCookie, 'OTHER');
    expect(byId.statusCode).toBe(403);
    expect(byId.json().error.fields).toEqual({ userId: 'outside your scope' });
    expect((await call(t.app, 'auth/currentUserInfo', {}, adminCookie)).statusCode).toBe(200);
  });
});
