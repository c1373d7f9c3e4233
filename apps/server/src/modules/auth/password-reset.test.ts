import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createLearner,
  createOrganisation,
  signIn,
  TEST_OID,
  type TestAccount,
} from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { passwordResetCodes, users } from '../../db/schema/auth.ts';
import { outbox } from '../../db/schema/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, { name: 'Meridian University' });
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

const NEW_PASSWORD = 'Fresh#2468';

const forgot = (username: string) => call(t.app, 'auth/forgotPassword', { oid: TEST_OID, username });
const submit = (username: string, code: string, newPassword = NEW_PASSWORD) =>
  call(t.app, 'auth/forgotPasswordSubmit', { oid: TEST_OID, username, code, newPassword });

/** Asks for a code and reads it from the mail. */
async function codeFor(learner: TestAccount): Promise<string> {
  expect((await forgot(learner.email)).statusCode).toBe(200);
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, learner.email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = / (\d{6})$/m.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('auth/forgotPassword', () => {
  it("answers 'User does not exist' for an e-mail with no account", async () => {
    const response = await forgot('nobody@example.test');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'USER_NOT_FOUND', message: 'User does not exist' });
  });

  it('mails a 6-digit code with the organisation name and says where, masked', async () => {
    const learner = await createLearner(t.database.db, { email: 'asha.mensah@example.test' });
    const response = await forgot(learner.email);
    expect(response.json()).toEqual({ destination: 'a***@e***.test', deliveryMedium: 'EMAIL' });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, learner.email));
    expect(mail?.subject).toBe('Your Meridian University password reset code');
    expect(mail?.text).toMatch(/Meridian University password is: \d{6}\n/);
    expect(mail?.html).toContain('Meridian University');
    expect(mail?.html).toMatch(/<strong[^>]*>\d{6}<\/strong>/);
  });

  it('keeps only a hash of the code', async () => {
    const learner = await createLearner(t.database.db);
    const code = await codeFor(learner);
    const rows = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, learner.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('limits how many codes one account can be sent', async () => {
    const learner = await createLearner(t.database.db);
    for (let sent = 0; sent < 5; sent++) expect((await forgot(learner.email)).statusCode).toBe(200);
    const refused = await forgot(learner.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('auth/forgotPasswordSubmit: the error rows of §8', () => {
  it("answers 'Invalid code entered' for a code that is not six digits", async () => {
    const learner = await createLearner(t.database.db);
    await codeFor(learner);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await submit(learner.email, code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error.code).toBe('INVALID_PARAMETER');
      expect(response.json().error.message).toBe('Invalid code entered');
    }
  });

  it("answers 'Code mismatch' for a wrong code", async () => {
    const learner = await createLearner(t.database.db);
    const code = await codeFor(learner);
    const response = await submit(learner.email, otherCode(code));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CODE_MISMATCH');
    expect(response.json().error.message).toBe('Code mismatch');
  });

  it("answers 'Please match the password type.' for a password outside the 8 to 16 rule", async () => {
    const learner = await createLearner(t.database.db);
    const code = await codeFor(learner);
    for (const password of [
      'Short#1',
      'NoDigits#here',
      'NoSymbol1234',
      'Far#too1long1password',
      'Bad(sym)1#',
    ]) {
      const response = await submit(learner.email, code, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.code).toBe('INVALID_PASSWORD');
      expect(response.json().error.message).toBe('Please match the password type.');
    }
    // None of those spent one of the code's tries.
    expect((await submit(learner.email, code)).statusCode).toBe(200);
  });
});

describe('auth/forgotPasswordSubmit', () => {
  it('sets the new password, confirms the e-mail and ends every session of the account', async () => {
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    const code = await codeFor(learner);
    const response = await submit(learner.email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const stale = await call(t.app, 'auth/currentSession', {}, cookie);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.message).toBe('Session Time Out');
    const old = await call(t.app, 'auth/signIn', {
      oid: TEST_OID,
      username: learner.email,
      password: learner.password,
    });
    expect(old.json().error.message).toBe('Invalid Password');
    await signIn(t.app, learner.email, NEW_PASSWORD);
  });

  it('also confirms an account that never verified its e-mail: the code proved the mailbox', async () => {
    const learner = await createLearner(t.database.db, { confirmed: false });
    await submit(learner.email, await codeFor(learner));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, learner.user.id));
    expect(user?.confirmed).toBe(true);
  });

  it('takes a code only once', async () => {
    const learner = await createLearner(t.database.db);
    const code = await codeFor(learner);
    expect((await submit(learner.email, code)).statusCode).toBe(200);
    const again = await submit(learner.email, code, 'Other#1357');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('EXPIRED_CODE');
    await signIn(t.app, learner.email, NEW_PASSWORD);
  });

  it('refuses a code after 10 minutes', async () => {
    const learner = await createLearner(t.database.db);
    const code = await codeFor(learner);
    t.clock.advance(10.1);
    const response = await submit(learner.email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'EXPIRED_CODE',
      message: 'This code has expired. Please ask for a new code.',
    });
    await signIn(t.app, learner.email, learner.password);
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const learner = await createLearner(t.database.db);
    const code = await codeFor(learner);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await submit(learner.email, otherCode(code))).json().error.code).toBe('CODE_MISMATCH');
    }
    const response = await submit(learner.email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'EXPIRED_CODE',
      message: 'This code can no longer be used. Please ask for a new code.',
    });
  });

  it('counts guesses sent at once: no more than 5 are compared with the code', async () => {
    const learner = await createLearner(t.database.db);
    const code = await codeFor(learner);
    // On PostgreSQL (as the gate runs it) the guesses meet between the read and the count; the
    // embedded database runs one statement at a time, so there the race only passes.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => submit(learner.email, otherCode(code))),
    );
    const answered = guesses.map((response) => response.json().error.code);
    expect(answered.filter((answer) => answer === 'CODE_MISMATCH')).toHaveLength(5);
    expect(answered.filter((answer) => answer === 'EXPIRED_CODE')).toHaveLength(3);
    expect((await submit(learner.email, code)).json().error.code).toBe('EXPIRED_CODE');
  });

  it('makes an earlier code useless once a new one is sent', async () => {
    const learner = await createLearner(t.database.db);
    const first = await codeFor(learner);
    const second = await codeFor(learner);
    if (first !== second)
      expect((await submit(learner.email, first)).json().error.code).toBe('CODE_MISMATCH');
    expect((await submit(learner.email, second)).statusCode).toBe(200);
  });

  it('limits code tries per account across codes', async () => {
    const learner = await createLearner(t.database.db);
    const code = await codeFor(learner);
    for (let attempt = 0; attempt < 5; attempt++) await submit(learner.email, otherCode(code));
    const next = await codeFor(learner);
    for (let attempt = 0; attempt < 5; attempt++) await submit(learner.email, otherCode(next));
    const third = await codeFor(learner);
    const refused = await submit(learner.email, third);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });

  it('refuses a common password', async () => {
    const learner = await createLearner(t.database.db);
    const response = await submit(learner.email, await codeFor(learner), 'Welcome@123');
    expect(response.json().error).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(response.json().error.message).toMatch(/too common/);
  });
});
