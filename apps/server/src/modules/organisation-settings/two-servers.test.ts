import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn } from '../../../test/factories.ts';
import { describeOnPostgres } from '../../../test/postgres-only.ts';
import { type SecondServer, startSecondServer } from '../../../test/second-server.ts';
import { type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

const key = { SETTINGS_SECRET_KEY: 'a-shared-key-of-at-least-thirty-two-chars' };

// Two servers on one PostgreSQL database, as behind a load balancer: the providers an admin saves on
// one are used by the other at once, not when its cached copy (a minute) runs out.
describeOnPostgres('organisation settings on two servers', 'LISTEN/NOTIFY between two servers', () => {
  let first: TestApp;
  let second: SecondServer;
  let admin: StaffWithSession;

  beforeAll(async () => {
    first = await createTestApp(key);
    second = await startSecondServer(first, key);
    await createBatch(first.database.db, 'B1');
    admin = await staffSession(first.database.db, [{ role: 'admin', scope: null }], { oid: 'TEST' });
  });
  afterAll(async () => {
    await second.close();
    await first.app.close();
  });

  it("a provider saved on one server is the other's at once", async () => {
    const learner = await createLearner(first.database.db, { email: 'two-servers@example.test' });
    await enrol(first.database.db, learner, 'B1');
    const cookie = await signIn(second.app, learner.email, learner.password);
    const configured = async () =>
      (await call(second.app, 'getAssignedTests', { oid: 'TEST', eid: learner.user.eid }, cookie)).json()
        .proctorConfigured as boolean;
    expect(await configured()).toBe(false);
    // Read again once the second server listens, so its cache holds "not configured".
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await configured()).toBe(false);

    const saved = await call(
      first.app,
      'staff/saveExamProviders',
      {
        oid: 'TEST',
        proctor: {
          url: 'https://proctor.example.test/',
          clientId: 'two',
          secret: { action: 'replace', value: 'two-servers-shared-secret' },
        },
        scheduler: { url: '', clientId: '', secret: { action: 'clear' } },
      },
      admin.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(configured, { interval: 20 }).toBe(true);
  });
});
