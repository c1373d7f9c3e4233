import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { assignedExams, examResults } from '../../db/schema/assigned-exams.ts';
import type { Db } from '../../platform/db.ts';

const proctor = {
  PROCTOR_URL: 'https://proctor.example.test/launch',
  PROCTOR_CLIENT_ID: 'aula-demo',
  PROCTOR_SECRET: 'proctor-secret',
};

let configured: TestApp;
let bare: TestApp;
let me: TestAccount;
let neighbour: TestAccount;
let cookie: string;
let bareCookie: string;

const testWindow = { startTime: new Date('2026-11-20T04:30:00Z'), endTime: new Date('2026-11-20T07:30:00Z') };
const insideWindow = new Date('2026-11-20T05:00:00Z');

async function seed(db: Db): Promise<{ me: TestAccount; neighbour: TestAccount }> {
  const me = await createLearner(db, { email: 'me@example.test' });
  const neighbour = await createLearner(db, { email: 'neighbour@example.test' });
  const test = (eid: string, testId: string, overrides: Partial<typeof assignedExams.$inferInsert> = {}) => ({
    oid: 'TEST',
    eid,
    testId,
    testName: `Test ${testId}`,
    testStatus: 'Active' as const,
    testTotalTime: 90,
    ...testWindow,
    ...overrides,
  });
  await db.insert(assignedExams).values([
    test(me.user.eid, 'T-OPEN'),
    test(me.user.eid, 'T-TAKEN'),
    test(me.user.eid, 'T-OFF', { testStatus: 'Deactivated' }),
    test(me.user.eid, 'T-OLD', {
      startTime: new Date('2026-09-01T04:30:00Z'),
      endTime: new Date('2026-09-01T06:30:00Z'),
    }),
    test(neighbour.user.eid, 'T-NEIGHBOUR'),
  ]);
  await db.insert(examResults).values([
    { oid: 'TEST', eid: me.user.eid, testId: 'T-TAKEN', score: 72.5, completedAt: insideWindow },
    { oid: 'TEST', eid: neighbour.user.eid, testId: 'T-NEIGHBOUR', score: 10, completedAt: insideWindow },
  ]);
  return { me, neighbour };
}

beforeAll(async () => {
  configured = await createTestApp(proctor);
  ({ me, neighbour } = await seed(configured.database.db));
  cookie = await signIn(configured.app, me.email, me.password);
  bare = await createTestApp();
  const bareMe = (await seed(bare.database.db)).me;
  bareCookie = await signIn(bare.app, bareMe.email, bareMe.password);
});

afterAll(async () => {
  await configured.app.close();
  await bare.app.close();
});

afterEach(() => {
  configured.clock.reset();
  bare.clock.reset();
});

const token = (testId: string, session = cookie, app = configured.app) =>
  call(app, 'getWheeboxToken', { oid: 'TEST', eid: 'me@example.test', test_id: testId }, session);

describe('getAssignedTests', () => {
  it("lists the learner's own tests, latest start first, with times in India time", async () => {
    const response = await call(
      configured.app,
      'getAssignedTests',
      { oid: 'TEST', eid: me.user.eid },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const { assignedTests: list, proctorConfigured } = response.json();
    expect(proctorConfigured).toBe(true);
    expect(list.map((test: { test_id: string }) => test.test_id)).toEqual([
      'T-OFF',
      'T-OPEN',
      'T-TAKEN',
      'T-OLD',
    ]);
    expect(list[1]).toEqual({
      test_id: 'T-OPEN',
      test_name: 'Test T-OPEN',
      start_time: '2026-11-20T10:00:00.000+05:30',
      end_time: '2026-11-20T13:00:00.000+05:30',
      testStatus: 'Active',
      testTotalTime: 90,
    });
    expect(response.body).not.toContain('T-NEIGHBOUR');
  });

  it('says when no proctoring provider is configured', async () => {
    const response = await call(bare.app, 'getAssignedTests', { oid: 'TEST', eid: me.user.eid }, bareCookie);
    expect(response.json().proctorConfigured).toBe(false);
  });
});

describe('indianTimeZone', () => {
  it("answers the server's clock in Asia/Kolkata", async () => {
    configured.clock.set(new Date('2026-11-21T20:15:30.000Z'));
    const response = await call(configured.app, 'indianTimeZone', { oid: 'TEST' }, cookie);
    expect(response.json()).toEqual({ itime: '2026-11-22T01:45:30.000+05:30' });
  });
});

describe('getTestResult', () => {
  it("answers the learner's results keyed by test_id", async () => {
    const response = await call(
      configured.app,
      'getTestResult',
      { oid: 'TEST', emailid: 'Me@Example.test' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: { 'T-TAKEN': { score: 72.5, completedAt: '2026-11-20T10:30:00.000+05:30' } },
    });
  });

  it("refuses another learner's emailid", async () => {
    const response = await call(
      configured.app,
      'getTestResult',
      { oid: 'TEST', emailid: neighbour.email },
      cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ emailid: 'not your account' });
  });
});

describe('getWheeboxToken', () => {
  it('gives a launch address at the provider with a token signed by the secret, inside the window', async () => {
    configured.clock.set(insideWindow);
    const response = await token('T-OPEN');
    expect(response.statusCode).toBe(200);
    const launch = response.json();
    const url = new URL(launch.url);
    expect(`${url.origin}${url.pathname}`).toBe(proctor.PROCTOR_URL);
    expect(url.searchParams.get('token')).toBe(launch.token);
    const [header, payload, signature] = launch.token.split('.');
    const expected = createHmac('sha256', proctor.PROCTOR_SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({
      iss: 'aula-demo',
      sub: 'me@example.test',
      test_id: 'T-OPEN',
      exp: insideWindow.getTime() / 1000 + 15 * 60,
    });
    expect(launch.expiresAt).toBe('2026-11-20T10:45:00.000+05:30');
  });

  it('never lets the token outlive the window', async () => {
    configured.clock.set(new Date(testWindow.endTime.getTime() - 60_000));
    const response = await token('T-OPEN');
    expect(response.json().expiresAt).toBe('2026-11-20T13:00:00.000+05:30');
  });

  it('refuses before the window opens and once it has closed', async () => {
    for (const moment of [new Date(testWindow.startTime.getTime() - 1000), testWindow.endTime]) {
      configured.clock.set(moment);
      const response = await token('T-OPEN');
      expect(response.statusCode, moment.toISOString()).toBe(409);
      expect(response.json().error.fields).toEqual({ test_id: 'outside its window' });
    }
  });

  it('refuses a test that already has a result', async () => {
    configured.clock.set(insideWindow);
    const response = await token('T-TAKEN');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ test_id: 'already taken' });
  });

  it('refuses a deactivated test', async () => {
    configured.clock.set(insideWindow);
    const response = await token('T-OFF');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ test_id: 'deactivated' });
  });

  it("does not start another learner's test", async () => {
    configured.clock.set(insideWindow);
    const response = await token('T-NEIGHBOUR');
    expect(response.statusCode).toBe(404);
  });

  it('answers 503 NOT_CONFIGURED without a provider', async () => {
    bare.clock.set(insideWindow);
    const response = await token('T-OPEN', bareCookie, bare.app);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('NOT_CONFIGURED');
  });
});
