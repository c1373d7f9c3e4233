import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLearner, signIn } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/auth.ts';
import { addMinutes } from '../../platform/clock.ts';
import { TOUCH_WRITE_EVERY_MS } from './session-touches.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

const sessionTimeOut = { code: 'SESSION_EXPIRED', message: 'Session Time Out' };

/** Moves the app's clock to `minutes` from the real now. */
function clockAt(minutes: number) {
  t.clock.set(addMinutes(new Date(), minutes));
}

describe('auth/currentSession and auth/currentUserInfo', () => {
  it('answer the signed-in user and when the session ends', async () => {
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    const session = await call(t.app, 'auth/currentSession', {}, cookie);
    expect(session.statusCode).toBe(200);
    const body = session.json();
    expect(body.user.username).toBe(learner.email);
    const created = Date.parse(body.createdAt);
    expect(Date.parse(body.idleExpiresAt) - created).toBe(120 * 60_000);
    expect(Date.parse(body.expiresAt) - created).toBe(12 * 60 * 60_000);
    const info = await call(t.app, 'auth/currentUserInfo', { oid: learner.oid }, cookie);
    expect(info.json().attributes.email).toBe(learner.email);
  });

  it('answer 401 without a session, and refuse another organisation in the body', async () => {
    const none = await call(t.app, 'auth/currentUserInfo', {});
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    expect((await call(t.app, 'auth/currentSession', { oid: 'OTHER' }, cookie)).statusCode).toBe(403);
  });
});

describe('auth/signOut', () => {
  it('ends the session on the server: the same cookie no longer works', async () => {
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    const out = await call(t.app, 'auth/signOut', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^aula_session=;/);
    // A copy of the cookie kept by anyone is now worthless.
    const after = await call(t.app, 'auth/currentSession', {}, cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toEqual(sessionTimeOut);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, learner.user.id));
    expect(rows).toHaveLength(0);
  });

  it('with global, ends every session of the account', async () => {
    const learner = await createLearner(t.database.db);
    const phone = await signIn(t.app, learner.email, learner.password);
    const laptop = await signIn(t.app, learner.email, learner.password);
    expect((await call(t.app, 'auth/signOut', { global: true }, phone)).statusCode).toBe(200);
    expect((await call(t.app, 'auth/currentSession', {}, laptop)).statusCode).toBe(401);
  });

  it('is not an error without a session', async () => {
    expect((await call(t.app, 'auth/signOut', {})).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('ends a session left idle for 2 hours', async () => {
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    clockAt(121);
    const response = await call(t.app, 'auth/currentSession', {}, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual(sessionTimeOut);
    expect(String(response.headers['set-cookie'])).toMatch(/^aula_session=;/);
  });

  it('keeps a session in use alive, until 12 hours after sign-in', async () => {
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    for (let minutes = 100; minutes < 12 * 60; minutes += 100) {
      clockAt(minutes);
      expect((await call(t.app, 'auth/currentSession', {}, cookie)).statusCode, `at ${minutes} min`).toBe(
        200,
      );
    }
    clockAt(12 * 60 + 1);
    expect((await call(t.app, 'auth/currentSession', {}, cookie)).statusCode).toBe(401);
  });

  it('moves the last-seen time at most once a minute', async () => {
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    const lastSeen = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, learner.user.id)))[0]
        ?.lastSeenAt;
    const first = await lastSeen();
    clockAt(0.5);
    await call(t.app, 'auth/currentSession', {}, cookie);
    await new Promise((resolve) => setTimeout(resolve, TOUCH_WRITE_EVERY_MS * 2));
    expect(await lastSeen()).toEqual(first);
    clockAt(2);
    await call(t.app, 'auth/currentSession', {}, cookie);
    // Written with the others a moment later, not while the request waits (session-touches.ts).
    await vi.waitFor(async () => expect((await lastSeen())?.getTime()).toBe(t.clock.now().getTime()), {
      timeout: TOUCH_WRITE_EVERY_MS * 5,
    });
  });

  it('lets public operations go on as signed out with an ended session', async () => {
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    await call(t.app, 'auth/signOut', {}, cookie);
    const response = await call(t.app, 'getAllProgramList', { oid: learner.oid }, cookie);
    expect(response.statusCode).toBe(200);
  });

  it('treats an unknown or malformed cookie as no session', async () => {
    const response = await call(t.app, 'auth/currentSession', {}, 'aula_session=forged');
    expect(response.statusCode).toBe(401);
  });
});
