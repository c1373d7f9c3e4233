import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLearner, signIn } from '../../../test/factories.ts';
import { describeOnPostgres } from '../../../test/postgres-only.ts';
import { type SecondServer, startSecondServer } from '../../../test/second-server.ts';
import { createStaff, signInStaff } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/auth.ts';
import { batches, programs } from '../../db/schema/programs.ts';
import { type CachedSession, SESSION_CACHE_MS, SessionCache } from './session-cache.ts';

function entry(sessionId: string, userId: string): CachedSession {
  return {
    session: { id: sessionId, userId } as CachedSession['session'],
    user: { id: userId } as CachedSession['user'],
    grants: [],
  };
}

describe('the session cache', () => {
  it('trusts an entry for at least half of SESSION_CACHE_MS and never longer, then reads again', () => {
    const cache = new SessionCache();
    cache.set(entry('s1', 'u1'), 1_000, cache.generation);
    expect(cache.get('s1', 1_000 + SESSION_CACHE_MS / 2 - 1)).not.toBeNull();
    expect(cache.get('s1', 1_000 + SESSION_CACHE_MS)).toBeNull();
  });

  it('spreads the reading again of sessions read in the same instant', () => {
    const cache = new SessionCache();
    const ids = Array.from({ length: 200 }, (_, index) => `s${index}`);
    for (const id of ids) cache.set(entry(id, 'u1'), 0, cache.generation);
    const stillTrusted = ids.filter((id) => cache.get(id, (SESSION_CACHE_MS * 3) / 4)).length;
    // About half; all or none would mean every session is read again at one moment.
    expect(stillTrusted).toBeGreaterThan(50);
    expect(stillTrusted).toBeLessThan(150);
  });

  it('forgets one session, or every session of an account', () => {
    const cache = new SessionCache();
    cache.set(entry('s1', 'u1'), 0, cache.generation);
    cache.set(entry('s2', 'u1'), 0, cache.generation);
    cache.set(entry('s3', 'u2'), 0, cache.generation);
    cache.forget('s:s3');
    expect(cache.get('s3', 1)).toBeNull();
    cache.set(entry('s4', 'u2'), 0, cache.generation);
    cache.forget('u:u1');
    expect(cache.get('s1', 1)).toBeNull();
    expect(cache.get('s2', 1)).toBeNull();
    expect(cache.get('s4', 1)).not.toBeNull();
    // A session read again after it was forgotten is the account's again, and forgotten with it.
    cache.set(entry('s1', 'u1'), 2, cache.generation);
    cache.forget('u:u1');
    expect(cache.get('s1', 3)).toBeNull();
    expect(cache.get('s4', 3)).not.toBeNull();
  });

  it('keeps the rows it holds when a new reading equals them, and takes what changed', () => {
    const cache = new SessionCache();
    const first = entry('s1', 'u1');
    cache.set(first, 0, cache.generation);
    const sameAgain = entry('s1', 'u1');
    cache.set(sameAgain, 1, cache.generation);
    const kept = cache.get('s1', 2);
    // Equal readings: the objects read first stay (the new ones die young, ADR 0058's amendment).
    expect(kept?.user).toBe(first.user);
    expect(kept?.session).toBe(first.session);
    const renamed = { ...entry('s1', 'u1'), user: { id: 'u1', name: 'New name' } as CachedSession['user'] };
    cache.set(renamed, 3, cache.generation);
    const changed = cache.get('s1', 4);
    expect(changed?.user).toBe(renamed.user);
    expect(changed?.user.name).toBe('New name');
    expect(changed?.session).toBe(first.session);
  });

  it('never stores a row read before a session ended, even when the read finishes after', () => {
    const cache = new SessionCache();
    const before = cache.generation;
    cache.forget('s:s1'); // the sign-out lands while the lookup is reading the database
    cache.set(entry('s1', 'u1'), 0, before);
    expect(cache.get('s1', 1)).toBeNull();
  });
});

// Two servers on one PostgreSQL database, as behind a load balancer: an ended session must stop
// working on the other server at once, not when its cache entry runs out.
describeOnPostgres('two servers on one database', 'LISTEN/NOTIFY between two servers', () => {
  let first: TestApp;
  let second: SecondServer;

  beforeAll(async () => {
    first = await createTestApp();
    second = await startSecondServer(first);
  });
  afterAll(async () => {
    await second.close();
    await first.app.close();
  });

  /**
   * The status the second server answers for the cookie, once it has had `withinMs` to hear.
   * `auth/currentUserInfo` reads the user, not the session: only the session lookup can refuse it.
   * With `poll`, the exam's poll of the server's time for that batch instead (its access is cached).
   */
  async function secondAnswers(
    cookie: string,
    expected: number,
    withinMs = 2_000,
    poll?: { oid: string; eid: string; bpid: string },
  ): Promise<number> {
    const until = Date.now() + withinMs;
    for (;;) {
      const { statusCode } = poll
        ? await call(second.app, 'getServerTime', poll, cookie)
        : await call(second.app, 'auth/currentUserInfo', {}, cookie);
      if (statusCode === expected || Date.now() > until) return statusCode;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a sign-out on one ends the session on the other', async () => {
    const learner = await createLearner(first.database.db);
    const cookie = await signIn(first.app, learner.email, learner.password);
    expect(await secondAnswers(cookie, 200)).toBe(200);
    expect((await call(first.app, 'auth/signOut', {}, cookie)).statusCode).toBe(200);
    expect(await secondAnswers(cookie, 401)).toBe(401);
  });

  it('a learner seen lately on one is not idle on the other', async () => {
    const learner = await createLearner(first.database.db);
    const cookie = await signIn(first.app, learner.email, learner.password);
    const signedInAt = Date.now();
    try {
      first.clock.set(new Date(signedInAt + 100 * 60_000));
      expect((await call(first.app, 'auth/currentUserInfo', {}, cookie)).statusCode).toBe(200);
      // The last-seen time is written a moment after the call (session-touches.ts), for every server.
      await vi.waitFor(
        async () => {
          const [row] = await first.database.db
            .select()
            .from(sessions)
            .where(eq(sessions.userId, learner.user.id));
          expect(row?.lastSeenAt.getTime()).toBe(signedInAt + 100 * 60_000);
        },
        { timeout: 5_000 },
      );
      // 150 minutes after sign-in, 50 after the learner was last seen: within the 120 minutes' idle limit.
      first.clock.set(new Date(signedInAt + 150 * 60_000));
      expect(await secondAnswers(cookie, 200)).toBe(200);
    } finally {
      first.clock.reset();
    }
  });

  it('a sign-out everywhere on one ends every session of the account on the other', async () => {
    const learner = await createLearner(first.database.db);
    const phone = await signIn(first.app, learner.email, learner.password);
    const laptop = await signIn(second.app, learner.email, learner.password);
    expect(await secondAnswers(phone, 200)).toBe(200);
    expect(await secondAnswers(laptop, 200)).toBe(200);
    expect((await call(first.app, 'auth/signOut', { global: true }, phone)).statusCode).toBe(200);
    expect(await secondAnswers(phone, 401)).toBe(401);
    expect(await secondAnswers(laptop, 401)).toBe(401);
  });

  it("new roles given on one end the account's sessions on the other: no server acts on the old ones", async () => {
    const admin = await createStaff(first.database.db);
    const counsellor = await createStaff(first.database.db, {
      grants: [{ role: 'counsellor', scope: null }],
    });
    const adminCookie = await signInStaff(first.app, first.clock, admin);
    const cookie = await signInStaff(first.app, first.clock, counsellor);
    expect(await secondAnswers(cookie, 200)).toBe(200);
    const set = await call(
      first.app,
      'staff/setStaffGrants',
      { oid: admin.oid, userId: counsellor.user.id, grants: [] },
      adminCookie,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(await secondAnswers(cookie, 401)).toBe(401);
  });

  it("an enrolment begun on one is the learner's on the other at once: no refusal is kept for 30 s", async () => {
    const { db } = first.database;
    const learner = await createLearner(db);
    await db.insert(programs).values({
      oid: learner.oid,
      pid: 'SELF',
      category: 'certificate',
      pname: 'Self-paced',
      details: { etype: 'self' },
    });
    await db.insert(batches).values({
      oid: learner.oid,
      bpid: 'SELF-B',
      pid: 'SELF',
      title: 'B',
      startsAt: new Date('2026-01-01'),
      endsAt: new Date('2026-12-31'),
      current: true,
    });
    const cookie = await signIn(first.app, learner.email, learner.password);
    const poll = { oid: learner.oid, eid: learner.user.eid, bpid: 'SELF-B' };
    // The second server decides the exam poll's access and keeps its refusal (assessments' access cache).
    expect(await secondAnswers(cookie, 403, 2_000, poll)).toBe(403);
    const started = await call(first.app, 'syncUserProgramProgress', poll, cookie);
    expect(started.json()).toMatchObject({ started: true });
    expect(await secondAnswers(cookie, 200, 2_000, poll)).toBe(200);
  });
});
