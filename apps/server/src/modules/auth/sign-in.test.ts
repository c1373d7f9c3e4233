import { authMessages } from '@aula/contract/auth-rules';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, sessionCookieOf, signIn, TEST_OID } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/auth.ts';
import { outbox } from '../../db/schema/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

const signInCall = (username: string, password: string, cookie?: string) =>
  call(t.app, 'auth/signIn', { oid: TEST_OID, username, password }, cookie);

describe('auth/signIn: the error rows of §8', () => {
  it("answers 'User does not exist' for an e-mail with no account", async () => {
    await createLearner(t.database.db);
    const response = await signInCall('nobody@example.test', 'Study#2468');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'USER_NOT_FOUND', message: 'User does not exist' });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("answers 'User Not Confirmed' for the right password of an unconfirmed account", async () => {
    const learner = await createLearner(t.database.db, { confirmed: false });
    const response = await signInCall(learner.email, learner.password);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'USER_NOT_CONFIRMED', message: 'User Not Confirmed' });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("answers 'Invalid Password' for a wrong password", async () => {
    const learner = await createLearner(t.database.db);
    const response = await signInCall(learner.email, 'Wrong#2468');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'NOT_AUTHORIZED', message: 'Invalid Password' });
    expect(authMessages.invalidPassword).toBe('Invalid Password');
  });
});

describe('auth/signIn', () => {
  it('signs in whatever the case of the e-mail and answers the user', async () => {
    const learner = await createLearner(t.database.db, { name: 'Asha Mensah' });
    const response = await signInCall(learner.email.toUpperCase(), learner.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      challengeName: null,
      user: {
        id: learner.user.id,
        username: learner.email.toLowerCase(),
        oid: TEST_OID,
        role: 'learner',
        mustChangePassword: false,
        grants: [],
        attributes: { sub: learner.user.id, email: learner.email, name: 'Asha Mensah', email_verified: true },
      },
    });
  });

  it('sets an HttpOnly, SameSite=Lax cookie for the whole site, and stores only a hash of its id', async () => {
    const learner = await createLearner(t.database.db);
    const response = await signInCall(learner.email, learner.password);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^aula_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    const token = (sessionCookieOf(response) ?? '').split('=')[1] ?? '';
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, learner.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).not.toContain(token);
    expect(stored[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives a new session id at each sign-in and ends the one the browser had', async () => {
    const learner = await createLearner(t.database.db);
    const first = await signIn(t.app, learner.email, learner.password);
    const again = await signInCall(learner.email, learner.password, first);
    const second = sessionCookieOf(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await call(t.app, 'auth/currentUserInfo', {}, first)).statusCode).toBe(401);
    expect((await call(t.app, 'auth/currentUserInfo', {}, second)).statusCode).toBe(200);
  });

  it('marks the cookie Secure when the portal is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://learn.example.edu' });
    try {
      const learner = await createLearner(secure.database.db);
      const response = await call(secure.app, 'auth/signIn', {
        oid: TEST_OID,
        username: learner.email,
        password: learner.password,
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.app.close();
    }
  });

  it('mails an unconfirmed account a new verification link, but not at every try', async () => {
    const learner = await createLearner(t.database.db, { confirmed: false });
    const mails = () => t.database.db.select().from(outbox).where(eq(outbox.to, learner.email));
    await signInCall(learner.email, learner.password);
    expect(await mails()).toHaveLength(1);
    await signInCall(learner.email, learner.password);
    expect(await mails()).toHaveLength(1);
    t.clock.advance(11);
    await signInCall(learner.email, learner.password);
    expect(await mails()).toHaveLength(2);
    // A wrong password earns nothing.
    await signInCall(learner.email, 'Wrong#2468');
    expect(await mails()).toHaveLength(2);
  });
});
