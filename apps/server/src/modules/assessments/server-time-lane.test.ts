import { serverTimeDelayMs } from '@aula/contract/assessment-limits';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLearner, signIn, TEST_OID, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/auth.ts';
import { announceAccountChanged, TOUCH_WRITE_EVERY_MS } from '../auth/index.ts';

/**
 * The server-time lane (ADR 0057) answers the exam's poll before Fastify. These tests send each request
 * over HTTP to the listening server, where the lane may answer, and through `app.inject`, which always
 * takes Fastify's route, and find the same answer both ways; and they count the requests that reached
 * Fastify, so a lane that quietly declined everything would fail them.
 */
const portal = 'https://learn.example.edu';
const path = '/api/getServerTime';
/** Headers the HTTP server adds on the wire, which `inject` does not. */
const wireOnly = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

let t: TestApp;
let url: string;
let learner: TestAccount;
let cookie: string;
let reachedFastify = 0;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: portal },
    {
      beforeReady: (app) =>
        // Every answer Fastify writes passes onSend, a refusal by an earlier hook included.
        app.addHook('onSend', (_request, _reply, payload, done) => {
          reachedFastify += 1;
          done(null, payload);
        }),
    },
  );
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  learner = await createLearner(t.database.db);
});
afterAll(() => t.app.close());
beforeEach(async () => {
  t.clock.reset();
  cookie = await signIn(t.app, learner.email, learner.password);
});

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

const ownBody = () => JSON.stringify({ oid: TEST_OID, eid: learner.email });

/** Sends a poll over HTTP; `reached` is whether it reached Fastify. */
async function poll(
  options: { body?: string; headers?: Record<string, string>; target?: string } = {},
): Promise<Answer & { reached: boolean }> {
  const before = reachedFastify;
  const response = await fetch(`${url}${options.target ?? path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal, cookie, ...options.headers },
    body: options.body ?? ownBody(),
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !wireOnly.has(name)));
  const body: unknown = await response.json();
  return { status: response.status, body, headers, reached: reachedFastify > before };
}

/** The same request through Fastify's route. */
async function viaFastify(body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', origin: portal, cookie, ...headers },
    payload: body,
  });
  const answerHeaders = Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !wireOnly.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
  return { status: response.statusCode, body: response.json(), headers: answerHeaders };
}

describe('the server-time lane', () => {
  it("answers a cached learner's poll itself, by the server's clock, with the JSON API's headers", async () => {
    const moment = new Date(Date.now() + 1000);
    t.clock.set(moment);
    const first = await poll();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.reached).toBe(true); // the session is not cached yet: Fastify reads it
    const { reached, ...lane } = await poll();
    expect(reached).toBe(false);
    expect(lane.body).toEqual({ itime: moment.getTime(), delay: serverTimeDelayMs });
    expect(lane).toEqual(await viaFastify(ownBody()));
  });

  it("asks for the server's pace, the lane and the route alike (ADR 0104)", async () => {
    await poll(); // the session cached, so the next poll takes the lane
    t.pollPace.set(3 * serverTimeDelayMs);
    try {
      const { reached, ...lane } = await poll();
      expect(reached).toBe(false);
      expect(lane.body).toMatchObject({ delay: 3 * serverTimeDelayMs });
      expect((await viaFastify(ownBody())).body).toMatchObject({ delay: 3 * serverTimeDelayMs });
    } finally {
      t.pollPace.set(serverTimeDelayMs);
    }
  });

  it.each([
    ['another organisation', JSON.stringify({ oid: 'OTHER', eid: 'x@example.test' }), 403],
    ['another learner', JSON.stringify({ oid: TEST_OID, eid: 'someone.else@example.test' }), 403],
    ['a field the contract does not know', JSON.stringify({ oid: TEST_OID, eid: 'x', extra: 1 }), 400],
    ['a control character', JSON.stringify({ oid: TEST_OID, eid: 'a\u0000b@example.test' }), 400],
    ['a body that is not JSON', '{"oid":', 400],
    ['a prototype key', `{"oid":"${TEST_OID}","__proto__":{"role":"admin"}}`, 400],
    ['a JSON array', '[1]', 400],
  ])('refuses %s exactly as the route does', async (_case, body, status) => {
    await poll();
    const { reached, ...lane } = await poll({ body });
    expect(reached).toBe(false);
    expect(lane.status).toBe(status);
    expect(lane).toEqual(await viaFastify(body));
  });

  it.each([
    ['a foreign Origin', { headers: { origin: 'https://evil.example' } }, 403],
    ['Origin: null', { headers: { origin: 'null' } }, 403],
    ['no session cookie', { headers: { cookie: '' } }, 401],
    ['a text body', { headers: { 'content-type': 'text/plain' } }, 415],
    ['a JSON type with parameters', { headers: { 'content-type': 'application/json; charset=utf-8' } }, 200],
    ['an encoded path', { target: '/%61pi/getServerTime' }, 200],
    ['a query string', { target: `${path}?x=1` }, 200],
    ['a body over 1 KiB', { body: JSON.stringify({ oid: TEST_OID, eid: 'x'.repeat(1100) }) }, 400],
  ])('leaves %s to Fastify', async (_case, options, status) => {
    await poll();
    const answer = await poll(options);
    expect(answer.reached).toBe(true);
    expect(answer.status).toBe(status);
  });

  it.each([
    ['a batch the learner is not enrolled in', { bpid: 'other-batch' }, 403],
    ['an assessment that is not theirs to take', { assessid: 'no-such-exam', quiztype: 'assess' }, 404],
  ])('refuses a poll naming %s, as the route does (issue 20)', async (_case, fields, status) => {
    await poll();
    const body = JSON.stringify({ oid: TEST_OID, eid: learner.email, ...fields });
    const { reached, ...lane } = await poll({ body });
    expect(reached).toBe(false);
    expect(lane.status).toBe(status);
    expect(lane).toEqual(await viaFastify(body));
  });

  it('stops answering for a session the moment it is signed out', async () => {
    await poll();
    expect((await poll()).reached).toBe(false);
    expect((await call(t.app, 'auth/signOut', {}, cookie)).statusCode).toBe(200);
    const after = await poll();
    expect(after.reached).toBe(true);
    expect(after.status).toBe(401);
  });

  it('answers a poll whose last-seen time is due, and notes that time for the write that follows', async () => {
    // The learner's latest (each test signs in anew).
    const lastSeen = async () =>
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, learner.user.id))
          .orderBy(desc(sessions.lastSeenAt))
          .limit(1)
      )[0]?.lastSeenAt;
    // Last seen 50 s ago by the table, and read so into this server's cache by the next poll.
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(t.clock.now().getTime() - 50_000) })
      .where(eq(sessions.userId, learner.user.id));
    await announceAccountChanged(t.database.db, learner.user.id);
    expect((await poll()).reached).toBe(true);
    expect((await poll()).reached).toBe(false);
    // 14 s on: the entry is still trusted (for 15 s at the least), and a minute has passed since last seen.
    // Every learner who signed in for an exam within the same second is due in the same second: their
    // polls go on in the lane, not all at once through Fastify.
    t.clock.advance(14 / 60);
    const dueAt = t.clock.now().getTime();
    expect(await poll()).toMatchObject({ reached: false, status: 200 });
    await vi.waitFor(async () => expect((await lastSeen())?.getTime()).toBeGreaterThanOrEqual(dueAt), {
      timeout: TOUCH_WRITE_EVERY_MS * 5,
    });
  });

  it('never answers for an account that must change its password first', async () => {
    const temporary = await createLearner(t.database.db, { mustChangePassword: true });
    cookie = await signIn(t.app, temporary.email, temporary.password);
    const body = JSON.stringify({ oid: TEST_OID, eid: temporary.email });
    await poll({ body });
    const second = await poll({ body });
    expect(second.reached).toBe(true);
    expect(second.status).toBe(403);
  });
});
