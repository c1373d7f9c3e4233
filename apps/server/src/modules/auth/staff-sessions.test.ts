import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, signIn } from '../../../test/factories.ts';
import { createStaff, signInPassword, signInStaff } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/auth.ts';
import { purgeExpired } from './purge-expired.ts';

// A staff session is shorter than a learner's: 30 minutes unused, 10 hours at most (the defaults of
// STAFF_SESSION_IDLE_MINUTES and STAFF_SESSION_ABSOLUTE_HOURS).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

const currentSession = (cookie: string) => call(t.app, 'auth/currentSession', {}, cookie);
const start = new Date(Date.UTC(2026, 10, 28, 8, 0));

describe('a staff session', () => {
  it('ends after 30 minutes unused, when a learner signed in beside it goes on', async () => {
    t.clock.set(start);
    const admin = await createStaff(t.database.db);
    const staffCookie = await signInStaff(t.app, t.clock, admin);
    const learner = await createLearner(t.database.db);
    const learnerCookie = await signIn(t.app, learner.email, learner.password);

    const fresh = (await currentSession(staffCookie)).json();
    expect(Date.parse(fresh.idleExpiresAt) - start.getTime()).toBe(30 * 60_000);
    expect(Date.parse(fresh.expiresAt) - start.getTime()).toBe(10 * 60 * 60_000);

    t.clock.advance(29);
    expect((await currentSession(staffCookie)).statusCode).toBe(200);
    t.clock.advance(31);
    const ended = await currentSession(staffCookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe('SESSION_EXPIRED');
    expect((await currentSession(learnerCookie)).statusCode).toBe(200);
  });

  it('ends 10 hours after sign-in however busy', async () => {
    t.clock.set(start);
    const admin = await createStaff(t.database.db);
    const cookie = await signInStaff(t.app, t.clock, admin);
    for (let minutes = 25; minutes < 10 * 60; minutes += 25) {
      t.clock.set(new Date(start.getTime() + minutes * 60_000));
      expect((await currentSession(cookie)).statusCode, `${minutes} minutes in`).toBe(200);
    }
    t.clock.set(new Date(start.getTime() + 10 * 60 * 60_000 + 1000));
    expect((await currentSession(cookie)).statusCode).toBe(401);
  });

  it('is the short kind already before the second factor', async () => {
    t.clock.set(start);
    const admin = await createStaff(t.database.db);
    const { cookie } = await signInPassword(t.app, admin);
    t.clock.advance(31);
    const ended = await call(t.app, 'staff/secondFactorChallenge', {}, cookie);
    expect(ended.statusCode).toBe(401);
  });

  it("is cleared from the table by the purge once idle past the staff rule, a learner's is kept", async () => {
    t.clock.set(start);
    const admin = await createStaff(t.database.db);
    await signInStaff(t.app, t.clock, admin);
    const learner = await createLearner(t.database.db);
    await signIn(t.app, learner.email, learner.password);
    const { db } = t.database;
    await purgeExpired(db, t.app.config, new Date(start.getTime() + 32 * 60_000));
    expect(await db.select().from(sessions).where(eq(sessions.userId, admin.user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, learner.user.id))).toHaveLength(1);
  });
});
