import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batches, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { examSchedulingHash } from '../../platform/exam-providers.ts';

const scheduler = {
  EXAM_SCHEDULER_URL: 'https://schedule.example.test/sso/launch',
  EXAM_SCHEDULER_CLIENT_CODE: 'ADU',
  EXAM_SCHEDULER_SECRET: 'scheduler-secret',
  PUBLIC_URL: 'https://learn.example.test',
};

let configured: TestApp;
let bare: TestApp;
let me: TestAccount;
let cookie: string;
let bareCookie: string;

async function seed(db: Db): Promise<{ me: TestAccount }> {
  const me = await createLearner(db);
  const neighbour = await createLearner(db);
  await db.insert(programs).values({ oid: 'TEST', pid: 'P1', category: 'diploma', pname: 'Diploma' });
  const dates = { startsAt: new Date('2026-01-01'), endsAt: new Date('2026-12-31') };
  await db.insert(batches).values([
    { oid: 'TEST', bpid: 'B1', pid: 'P1', title: '2026', current: true, ...dates },
    { oid: 'TEST', bpid: 'B2', pid: 'P1', title: '2025', ...dates },
    { oid: 'TEST', bpid: 'B3', pid: 'P1', title: '2024', ...dates },
  ]);
  await db.insert(enrolments).values([
    { oid: 'TEST', eid: me.user.eid, bpid: 'B1', pid: 'P1', usn: 'USN-ME-1', enrolledOn: '2026-01-05' },
    { oid: 'TEST', eid: me.user.eid, bpid: 'B2', pid: 'P1', enrolledOn: '2025-01-05' },
    {
      oid: 'TEST',
      eid: neighbour.user.eid,
      bpid: 'B3',
      pid: 'P1',
      usn: 'USN-NB-3',
      enrolledOn: '2024-01-05',
    },
  ]);
  return { me };
}

beforeAll(async () => {
  configured = await createTestApp(scheduler);
  ({ me } = await seed(configured.database.db));
  cookie = await signIn(configured.app, me.email, me.password);
  bare = await createTestApp();
  const bareMe = (await seed(bare.database.db)).me;
  bareCookie = await signIn(bare.app, bareMe.email, bareMe.password);
});

afterAll(async () => {
  await configured.app.close();
  await bare.app.close();
});

afterEach(() => configured.clock.reset());

const form = (bpid: string, session = cookie, app = configured.app) =>
  call(app, 'getExamSchedulingForm', { oid: 'TEST', bpid }, session);

describe('getusn', () => {
  it("answers the learner's USNs by batch, leaving out batches without one", async () => {
    const response = await call(configured.app, 'getusn', { oid: 'TEST', eid: me.user.eid }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ B1: { usn: 'USN-ME-1' } });
  });
});

describe('getExamSchedulingForm', () => {
  it('answers the provider address and the fields, hashed on the server with the secret', async () => {
    configured.clock.set(new Date('2026-11-22T06:00:00.900Z'));
    const response = await form('B1');
    expect(response.statusCode).toBe(200);
    const timestamp = 1_795_327_200;
    expect(response.json()).toEqual({
      action: 'https://schedule.example.test/sso/launch',
      fields: {
        CLIENT_CODE: 'ADU',
        CLIENT_CANDIDATE_ID: 'USN-ME-1',
        EXTERNAL_PAGE_TIMESTAMP: String(timestamp),
        ERROR_URL: 'https://learn.example.test/MyPrograms/programs?examScheduling=error',
        LOGOUT_URL: 'https://learn.example.test/MyPrograms/programs?examScheduling=logout',
        RETURN_URL: 'https://learn.example.test/MyPrograms/programs?examScheduling=return',
        TIMEOUT_URL: 'https://learn.example.test/MyPrograms/programs?examScheduling=timeout',
        EXTERNAL_SESSION_TIMEOUT: '14400',
        ACTION: 'scheduleExam',
        AUTH_HASH: examSchedulingHash({
          secret: 'scheduler-secret',
          oid: 'TEST',
          timestamp,
          usn: 'USN-ME-1',
        }),
      },
    });
    expect(response.body).not.toContain('scheduler-secret');
  });

  it("refuses a batch the learner is not enrolled in (another learner's)", async () => {
    const response = await form('B3');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('USN-NB-3');
  });

  it('says plainly when the learner has no USN for the batch', async () => {
    const response = await form('B2');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', fields: { bpid: 'no USN' } });
    expect(response.json().error.message).toMatch(/^No USN/);
  });

  it('answers 503 NOT_CONFIGURED when the scheduler is not configured', async () => {
    const response = await form('B1', bareCookie, bare.app);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('NOT_CONFIGURED');
  });

  it("lets the portal's forms go to the configured scheduler, and nowhere else otherwise", async () => {
    const withScheduler = await configured.app.inject({ method: 'GET', url: '/healthz' });
    const formAction = (csp: unknown) => String(csp).match(/form-action ([^;]*)/)?.[1];
    expect(formAction(withScheduler.headers['content-security-policy'])).toBe(
      "'self' https://schedule.example.test",
    );
    const without = await bare.app.inject({ method: 'GET', url: '/healthz' });
    expect(formAction(without.headers['content-security-policy'])).toBe("'self'");
  });
});
