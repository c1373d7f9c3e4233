import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn } from '../../../test/factories.ts';
import { describeOnPostgres } from '../../../test/postgres-only.ts';
import { type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp, testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { type Database, openPostgres } from '../../platform/db.ts';
import { createLocalFileStore } from '../../platform/local-file-store.ts';

const key = { SETTINGS_SECRET_KEY: 'a-shared-key-of-at-least-thirty-two-chars' };

// Two servers on one PostgreSQL database, as behind a load balancer: the providers an admin saves on
// one are used by the other at once, not when its cached copy (a minute) runs out.
describeOnPostgres('organisation settings on two servers', 'LISTEN/NOTIFY between two servers', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let secondFiles: string;
  let admin: StaffWithSession;

  beforeAll(async () => {
    first = await createTestApp(key);
    if (!first.database.url) throw new Error('the test database has no address');
    secondDatabase = openPostgres(first.database.url, 2);
    secondFiles = await mkdtemp(join(tmpdir(), 'aula-second-server-'));
    second = await buildApp({
      config: testConfig(key),
      database: secondDatabase,
      files: createLocalFileStore(secondFiles, { clock: first.clock }),
      clock: first.clock,
      serveWebApp: false,
    });
    await second.ready();
    await createBatch(first.database.db, 'B1');
    admin = await staffSession(first.database.db, [{ role: 'admin', scope: null }], { oid: 'TEST' });
  });
  afterAll(async () => {
    await second.close();
    await first.app.close();
    await rm(secondFiles, { recursive: true, force: true });
  });

  it("a provider saved on one server is the other's at once", async () => {
    const learner = await createLearner(first.database.db, { email: 'two-servers@example.test' });
    await enrol(first.database.db, learner, 'B1');
    const cookie = await signIn(second, learner.email, learner.password);
    const configured = async () =>
      (await call(second, 'getAssignedTests', { oid: 'TEST', eid: learner.user.eid }, cookie)).json()
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
    await expect.poll(configured, { timeout: 2_000, interval: 20 }).toBe(true);
  });
});
