import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions, users } from '../../db/schema/auth.ts';
import { SESSION_CACHE_MS, SessionCache } from './session-cache.ts';
import { refreshSessions } from './session-refresh.ts';
import { findSession } from './session-store.ts';
import { SessionTouches } from './session-touches.ts';

let t: TestApp;
let learner: TestAccount;
let cache: SessionCache;
let touches: SessionTouches;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  learner = await createLearner(t.database.db, { name: 'Before' });
});
afterAll(() => t.app.close());

/** A new session of `account`, as read from the table. */
async function newSessionOf(account: TestAccount) {
  const cookie = await signIn(t.app, account.email, account.password);
  const found = await findSession(t.database.db, cookie.slice(cookie.indexOf('=') + 1));
  if (!found) throw new Error('no session');
  return found;
}

/** A fresh cache holding the learner's new session, read at 0 ms. */
beforeEach(async () => {
  const found = await newSessionOf(learner);
  sessionId = found.session.id;
  cache = new SessionCache();
  touches = new SessionTouches(t.database.db);
  cache.set(found, 0, cache.generation);
  await t.database.db.update(users).set({ name: 'Before' }).where(eq(users.id, learner.user.id));
});

/** Just before the longest trust an entry can have ends: every entry is due. */
const lateInTrust = SESSION_CACHE_MS - 1_000;

describe('reading cached sessions again', () => {
  it('reads a session in use again from the table before its trust ends, and trusts it anew', async () => {
    cache.get(sessionId, 1); // a request was answered from it
    await t.database.db.update(users).set({ name: 'After' }).where(eq(users.id, learner.user.id));
    await refreshSessions(t.database.db, cache, touches, lateInTrust);
    const entry = cache.get(sessionId, SESSION_CACHE_MS);
    expect(entry?.user.name).toBe('After');
  });

  it('reads several sessions in one statement, each with its own account, and drops the one gone', async () => {
    const other = await createLearner(t.database.db, { name: 'Other' });
    const found = await newSessionOf(other);
    const goneFound = await newSessionOf(await createLearner(t.database.db, { name: 'Gone' }));
    for (const each of [found, goneFound]) cache.set(each, 0, cache.generation);
    for (const id of [sessionId, found.session.id, goneFound.session.id]) cache.get(id, 1);
    await t.database.db.update(users).set({ name: 'After' }).where(eq(users.id, learner.user.id));
    await t.database.db.update(users).set({ name: 'Other after' }).where(eq(users.id, other.user.id));
    await t.database.db.delete(sessions).where(eq(sessions.id, goneFound.session.id));

    await refreshSessions(t.database.db, cache, touches, lateInTrust);

    expect(cache.get(sessionId, SESSION_CACHE_MS)?.user.name).toBe('After');
    expect(cache.get(found.session.id, SESSION_CACHE_MS)?.user.name).toBe('Other after');
    expect(cache.get(goneFound.session.id, 2)).toBeNull();
  });

  it('leaves a session nobody used since it was read to end', async () => {
    await refreshSessions(t.database.db, cache, touches, lateInTrust);
    expect(cache.get(sessionId, SESSION_CACHE_MS)).toBeNull();
  });

  it('drops a session whose row is gone', async () => {
    cache.get(sessionId, 1);
    await t.database.db.delete(sessions).where(eq(sessions.id, sessionId));
    await refreshSessions(t.database.db, cache, touches, lateInTrust);
    expect(cache.get(sessionId, 2)).toBeNull();
  });

  it('stores nothing it read while a session ended anywhere', async () => {
    cache.get(sessionId, 1);
    const reading = refreshSessions(t.database.db, cache, touches, lateInTrust);
    cache.forget('s:another-session'); // announced while the statement runs
    await reading;
    expect(cache.get(sessionId, SESSION_CACHE_MS)).toBeNull();
  });

  it('keeps the last-seen time this server noted and has not written yet', async () => {
    cache.get(sessionId, 1);
    const seen = new Date(Date.now() + 5_000);
    touches.note(sessionId, seen);
    await refreshSessions(t.database.db, cache, touches, lateInTrust);
    expect(cache.get(sessionId, SESSION_CACHE_MS)?.session.lastSeenAt).toEqual(seen);
  });
});
