import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { describeOnPostgres } from '../../../test/postgres-only.ts';
import { type SecondServer, startSecondServer } from '../../../test/second-server.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/auth.ts';
import { SessionCache } from './session-cache.ts';
import { sessionIdOf } from './session-store.ts';
import { SessionTouches } from './session-touches.ts';
import { WARM_SEEN_WITHIN_MS, warmSessions } from './session-warm-up.ts';

let t: TestApp;
let learner: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  learner = await createLearner(t.database.db);
});
afterAll(() => t.app.close());

/** Signs the learner in afresh and answers the new session's id. */
async function newSessionId(): Promise<string> {
  const cookie = await signIn(t.app, learner.email, learner.password);
  return sessionIdOf(cookie.slice(cookie.indexOf('=') + 1));
}

const seenAgo = (sessionId: string, ms: number) =>
  t.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(t.clock.now().getTime() - ms) })
    .where(eq(sessions.id, sessionId));

describe("a starting server's session cache", () => {
  it('reads in the sessions seen lately, and not those seen longer ago', async () => {
    const lately = await newSessionId();
    const earlier = await newSessionId();
    await seenAgo(earlier, WARM_SEEN_WITHIN_MS + 1_000);
    const cache = new SessionCache();
    const nowMs = t.clock.now().getTime();
    await warmSessions(t.database.db, cache, new SessionTouches(t.database.db), nowMs);
    expect(cache.get(lately, nowMs)?.user.id).toBe(learner.user.id);
    expect(cache.get(earlier, nowMs)).toBeNull();
  });

  it('stores nothing it read while a session ended anywhere', async () => {
    const lately = await newSessionId();
    const cache = new SessionCache();
    const nowMs = t.clock.now().getTime();
    const reading = warmSessions(t.database.db, cache, new SessionTouches(t.database.db), nowMs);
    cache.forget(`s:${lately}`); // announced while the statement runs
    await reading;
    expect(cache.get(lately, nowMs)).toBeNull();
  });
});

// A server started mid-exam behind a balancer: it knows the sessions in use before its first request,
// so it reads none of them then. Seen here through a row deleted behind its back (no announcement): a
// server that had to read the session would find none.
describeOnPostgres('a server that starts on a database in use', 'a second server on one database', () => {
  let second: SecondServer;
  let lately: string;
  let earlier: string;

  beforeAll(async () => {
    lately = await signIn(t.app, learner.email, learner.password);
    earlier = await signIn(t.app, learner.email, learner.password);
    await seenAgo(sessionIdOf(earlier.slice(earlier.indexOf('=') + 1)), WARM_SEEN_WITHIN_MS + 1_000);
    second = await startSecondServer(t);
    for (const cookie of [lately, earlier]) {
      const id = sessionIdOf(cookie.slice(cookie.indexOf('=') + 1));
      await t.database.db.delete(sessions).where(eq(sessions.id, id));
    }
  });
  afterAll(() => second.close());

  const serverTime = (cookie: string) =>
    call(second.app, 'getServerTime', { oid: learner.user.oid, eid: learner.user.eid }, cookie);

  it('has read in the sessions seen lately before its first request', async () => {
    expect((await serverTime(lately)).statusCode).toBe(200);
  });

  it('reads a session seen longer ago at its request', async () => {
    expect((await serverTime(earlier)).statusCode).toBe(401);
  });
});
