import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLearner, sessionCookieOf, signIn } from '../../../test/factories.ts';
import {
  appCode,
  auditLines,
  createStaff,
  type StaffAccount,
  signInPassword,
} from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { staffTotp } from '../../db/schema/staff.ts';
import { settingsCipher } from '../../platform/settings-cipher.ts';
import { sealPlainTotpSecrets } from './totp-secret.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
// Codes are of the clock's step: every test stands the clock still, at a moment of its own.
let minute = 0;
beforeEach(() => {
  minute += 10;
  t.clock.set(new Date(Date.UTC(2026, 10, 28, 9, minute)));
});
afterEach(() => t.clock.reset());

const verify = (cookie: string, code: string) => call(t.app, 'staff/verifySecondFactor', { code }, cookie);
const listStaff = (cookie: string, oid: string) => call(t.app, 'staff/listStaff', { oid }, cookie);

/** Sign-in to the second factor with the app's code; answers the response. */
async function signInWithCode(account: StaffAccount, code: string) {
  const { cookie } = await signInPassword(t.app, account);
  return { cookie, response: await verify(cookie, code) };
}

describe('a staff sign-in', () => {
  it('answers SECOND_FACTOR_REQUIRED, and its session can do nothing else until the code', async () => {
    const admin = await createStaff(t.database.db);
    const { response, cookie } = await signInPassword(t.app, admin);
    expect(response.json()).toMatchObject({
      challengeName: 'SECOND_FACTOR_REQUIRED',
      user: { grants: [{ role: 'admin', scope: null }] },
    });
    for (const name of ['staff/listStaff', 'auth/currentUserInfo', 'getUserProfile']) {
      const refused = await call(t.app, name, { oid: admin.oid }, cookie);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().error.code, name).toBe('SECOND_FACTOR_REQUIRED');
    }
    const challenge = await call(t.app, 'staff/secondFactorChallenge', {}, cookie);
    expect(challenge.json().challengeName).toBe('SECOND_FACTOR_REQUIRED');
    const [line] = await auditLines(t.database.db, { subjectId: admin.user.id, action: 'staff.signIn' });
    expect(line).toMatchObject({ actorEid: admin.email, ip: '127.0.0.1' });
  });

  it('with the right code starts a fresh session (new cookie, the old one dead) that acts as staff', async () => {
    const admin = await createStaff(t.database.db);
    const { cookie, response } = await signInWithCode(admin, appCode(admin.totpSecret ?? '', t.clock));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().challengeName).toBeNull();
    const fresh = sessionCookieOf(response);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(cookie);
    expect((await listStaff(cookie, admin.oid)).statusCode).toBe(401);
    const listed = await listStaff(fresh ?? '', admin.oid);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().staff.map((member: { email: string }) => member.email)).toContain(admin.email);
    expect((await call(t.app, 'staff/secondFactorChallenge', {}, fresh)).json().challengeName).toBeNull();
    const lines = await auditLines(t.database.db, { subjectId: admin.user.id });
    expect(lines.map((line) => line.action)).toEqual(['staff.signIn', 'staff.secondFactor']);
    expect(lines[1]?.after).toEqual({ method: 'totp' });
  });

  it('accepts a code of the step before or after (a phone clock a little off), not two away', async () => {
    const admin = await createStaff(t.database.db);
    const secret = admin.totpSecret ?? '';
    expect((await signInWithCode(admin, appCode(secret, t.clock, 2))).response.statusCode).toBe(400);
    expect((await signInWithCode(admin, appCode(secret, t.clock, -1))).response.statusCode).toBe(200);
  });

  it('refuses a code used before, and a wrong one, with CODE_MISMATCH; both are audited', async () => {
    const admin = await createStaff(t.database.db);
    const code = appCode(admin.totpSecret ?? '', t.clock);
    expect((await signInWithCode(admin, code)).response.statusCode).toBe(200);
    const reused = await signInWithCode(admin, code);
    expect(reused.response.statusCode).toBe(400);
    expect(reused.response.json().error).toMatchObject({
      code: 'CODE_MISMATCH',
      message: 'That code has already been used. Wait for the next code in your authenticator app.',
    });
    expect(sessionCookieOf(reused.response)).toBeUndefined();
    expect((await listStaff(reused.cookie, admin.oid)).json().error.code).toBe('SECOND_FACTOR_REQUIRED');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(reused.cookie, wrong)).json().error.code).toBe('CODE_MISMATCH');
    const failed = await auditLines(t.database.db, {
      subjectId: admin.user.id,
      action: 'staff.secondFactorFailed',
    });
    expect(failed.map((line) => line.after)).toEqual([
      { reason: 'already used' },
      { reason: 'not the current code' },
    ]);
    // The next step's code works: the account is not locked by its owner's slip.
    t.clock.advance(0.5);
    expect((await verify(reused.cookie, appCode(admin.totpSecret ?? '', t.clock))).statusCode).toBe(200);
  });

  it('lets one of two requests bringing the same code at once in, never both', async () => {
    const admin = await createStaff(t.database.db);
    const first = await signInPassword(t.app, admin);
    const second = await signInPassword(t.app, admin);
    const code = appCode(admin.totpSecret ?? '', t.clock);
    const answers = await Promise.all([verify(first.cookie, code), verify(second.cookie, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('stops guessing: past 5 wrong codes from one address even the right code is refused', async () => {
    const admin = await createStaff(t.database.db);
    const { cookie } = await signInPassword(t.app, admin);
    const right = appCode(admin.totpSecret ?? '', t.clock);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(cookie, wrong)).json().error.code).toBe('CODE_MISMATCH');
    }
    const limited = await verify(cookie, right);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    t.clock.advance(16);
    const { cookie: later } = await signInPassword(t.app, admin);
    expect((await verify(later, appCode(admin.totpSecret ?? '', t.clock))).statusCode).toBe(200);
  });

  it('audits a wrong password of a staff account, with the address', async () => {
    const admin = await createStaff(t.database.db);
    const wrong = await call(t.app, 'auth/signIn', {
      oid: admin.oid,
      username: admin.email,
      password: 'Wrong#2468',
    });
    expect(wrong.json().error.code).toBe('NOT_AUTHORIZED');
    const [line] = await auditLines(t.database.db, { subjectId: admin.user.id });
    expect(line).toMatchObject({ action: 'staff.signInFailed', actorEid: admin.email, ip: '127.0.0.1' });
  });

  it('refuses a learner, who has no second factor to give', async () => {
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    const refused = await verify(cookie, '123456');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });
});

describe('enrolling an authenticator app', () => {
  it('is asked of a staff account without one, then gives recovery codes and a fresh session', async () => {
    const counsellor = await createStaff(t.database.db, {
      grants: [{ role: 'counsellor', scope: null }],
      enrolled: false,
      name: 'Nadia Counsellor',
    });
    const { response, cookie } = await signInPassword(t.app, counsellor);
    expect(response.json().challengeName).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    const challenge = await call(t.app, 'staff/secondFactorChallenge', {}, cookie);
    expect(challenge.json().challengeName).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    expect((await verify(cookie, '123456')).json().error.code).toBe('CONFLICT');

    const started = await call(t.app, 'staff/startTotpEnrolment', {}, cookie);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauthUri } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Test University');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Test University:${counsellor.email}`);

    // Starting again replaces the secret: the first one's codes no longer count.
    const again = (await call(t.app, 'staff/startTotpEnrolment', {}, cookie)).json();
    expect(again.secret).not.toBe(secret);
    const stale = await call(t.app, 'staff/confirmTotpEnrolment', { code: appCode(secret, t.clock) }, cookie);
    expect(stale.json().error.code).toBe('CODE_MISMATCH');

    const confirmed = await call(
      t.app,
      'staff/confirmTotpEnrolment',
      { code: appCode(again.secret, t.clock) },
      cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes, result } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(result.challengeName).toBeNull();
    const fresh = sessionCookieOf(confirmed);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(cookie);
    expect((await call(t.app, 'auth/currentUserInfo', {}, cookie)).statusCode).toBe(401);
    expect((await call(t.app, 'auth/currentUserInfo', {}, fresh)).statusCode).toBe(200);

    // Enrolled: no second enrolment, and the next sign-in asks for a code, the app's next one (the
    // confirming code's step is used).
    const twice = await call(t.app, 'staff/startTotpEnrolment', {}, fresh);
    expect(twice.statusCode).toBe(409);
    const next = await signInPassword(t.app, counsellor);
    expect(next.response.json().challengeName).toBe('SECOND_FACTOR_REQUIRED');
    expect((await verify(next.cookie, appCode(again.secret, t.clock))).json().error.code).toBe(
      'CODE_MISMATCH',
    );
    t.clock.advance(0.5);
    expect((await verify(next.cookie, appCode(again.secret, t.clock))).statusCode).toBe(200);
    const lines = await auditLines(t.database.db, { subjectId: counsellor.user.id });
    expect(lines.map((line) => line.action)).toEqual([
      'staff.signIn',
      'staff.secondFactorFailed',
      'staff.secondFactorEnrolled',
      'staff.signIn',
      'staff.secondFactorFailed',
      'staff.secondFactor',
    ]);
  });

  it('gives recovery codes that each work once', async () => {
    const admin = await createStaff(t.database.db, { enrolled: false });
    const { cookie } = await signInPassword(t.app, admin);
    const { secret } = (await call(t.app, 'staff/startTotpEnrolment', {}, cookie)).json();
    const confirmed = await call(
      t.app,
      'staff/confirmTotpEnrolment',
      { code: appCode(secret, t.clock) },
      cookie,
    );
    const [recoveryCode] = confirmed.json().recoveryCodes as string[];

    const used = await signInWithCode(admin, (recoveryCode ?? '').toUpperCase());
    expect(used.response.statusCode, used.response.body).toBe(200);
    expect((await listStaff(sessionCookieOf(used.response) ?? '', admin.oid)).statusCode).toBe(200);
    const [line] = await auditLines(t.database.db, {
      subjectId: admin.user.id,
      action: 'staff.recoveryCodeUsed',
    });
    expect(line?.after).toEqual({ recoveryCodesLeft: 9 });

    const again = await signInWithCode(admin, recoveryCode ?? '');
    expect(again.response.statusCode).toBe(400);
    expect(again.response.json().error.code).toBe('CODE_MISMATCH');
  });
});

describe('the secret at rest', () => {
  const storedSecret = async (userId: string) => {
    const [row] = await t.database.db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
    return row?.secret ?? '';
  };

  it('is stored sealed from enrolment on, and its codes still work', async () => {
    const admin = await createStaff(t.database.db, { enrolled: false });
    const { cookie } = await signInPassword(t.app, admin);
    const { secret } = (await call(t.app, 'staff/startTotpEnrolment', {}, cookie)).json();
    const stored = await storedSecret(admin.user.id);
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^v1\./);
    const code = appCode(secret, t.clock);
    expect((await call(t.app, 'staff/confirmTotpEnrolment', { code }, cookie)).statusCode).toBe(200);
    t.clock.advance(0.5);
    expect((await signInWithCode(admin, appCode(secret, t.clock))).response.statusCode).toBe(200);
  });

  it('written plain (by a content import, or before sealing) is sealed at start, and its codes still work', async () => {
    const admin = await createStaff(t.database.db);
    expect(await storedSecret(admin.user.id)).toBe(admin.totpSecret);
    expect(await sealPlainTotpSecrets(t.database.db, t.app.config)).toBeGreaterThanOrEqual(1);
    const stored = await storedSecret(admin.user.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(admin.totpSecret);
    expect(await sealPlainTotpSecrets(t.database.db, t.app.config)).toBe(0);
    const signedIn = await signInWithCode(admin, appCode(admin.totpSecret ?? '', t.clock));
    expect(signedIn.response.statusCode, signedIn.response.body).toBe(200);
  });

  it('sealed under another key matches no code: the app code is refused, never skipped', async () => {
    const admin = await createStaff(t.database.db);
    const foreign = settingsCipher('another server key').encrypt(admin.totpSecret ?? '');
    await t.database.db.update(staffTotp).set({ secret: foreign }).where(eq(staffTotp.userId, admin.user.id));
    const refused = await signInWithCode(admin, appCode(admin.totpSecret ?? '', t.clock));
    expect(refused.response.statusCode).toBe(400);
    expect(refused.response.json().error.code).toBe('CODE_MISMATCH');
  });
});
