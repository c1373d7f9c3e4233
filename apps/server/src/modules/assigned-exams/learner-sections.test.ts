import { rm } from 'node:fs/promises';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BundleFiles, minimalBundle, writeBundle } from '../../../test/bundle-fixture.ts';
import { signIn } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { applications } from '../../db/schema/applications.ts';
import { assignedExams } from '../../db/schema/assigned-exams.ts';
import { demoContentFolder } from '../../platform/paths.ts';
import { BundleError } from '../content/index.ts';

// applications.json, assigned-tests.json and test-results.json: the demo's records and the import's checks.

let t: TestApp;
const oid = 'AULADEMO';

beforeAll(async () => {
  t = await createTestApp({
    PROCTOR_URL: 'https://proctor.example.test/launch',
    PROCTOR_CLIENT_ID: 'aula',
    PROCTOR_SECRET: 'secret',
  });
  await importContent(t.database.db, demoContentFolder, t);
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

describe('the demo', () => {
  it('has applications at pstatus 1, 2 and 3 for the applicant, every step for the candidate, and one approved for the learner', async () => {
    const rows = await t.database.db
      .select({ eid: applications.eid, pstatus: applications.pstatus })
      .from(applications)
      .where(eq(applications.oid, oid))
      .orderBy(asc(applications.eid), asc(applications.pstatus));
    expect(rows).toEqual([
      { eid: 'applicant@aula.demo', pstatus: 1 },
      { eid: 'applicant@aula.demo', pstatus: 2 },
      { eid: 'applicant@aula.demo', pstatus: 3 },
      { eid: 'candidate@aula.demo', pstatus: 1 },
      { eid: 'candidate@aula.demo', pstatus: 2 },
      { eid: 'candidate@aula.demo', pstatus: 3 },
      { eid: 'candidate@aula.demo', pstatus: 5 },
      { eid: 'learner@aula.demo', pstatus: 3 },
    ]);
  });

  it('lets the learner start exactly the open practice test, through 2027', async () => {
    const tests = await t.database.db
      .select({ testId: assignedExams.testId })
      .from(assignedExams)
      .where(and(eq(assignedExams.oid, oid), eq(assignedExams.eid, 'learner@aula.demo')));
    for (const moment of ['2026-11-22T12:00:00+05:30', '2027-12-31T20:00:00+05:30']) {
      t.clock.set(new Date(moment));
      // Signed in at that moment: a session from today would have ended by the end of 2027.
      const cookie = await signIn(t.app, 'learner@aula.demo', 'Learn@2026', oid);
      const startable: string[] = [];
      for (const { testId } of tests) {
        const response = await call(
          t.app,
          'getWheeboxToken',
          { oid, eid: 'learner@aula.demo', test_id: testId },
          cookie,
        );
        if (response.statusCode === 200) startable.push(testId);
      }
      expect(startable, moment).toEqual(['pv-see-practice']);
    }
  });
});

describe('importing learner records', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  function withRecords(records: BundleFiles): BundleFiles {
    return {
      ...minimalBundle(),
      'accounts.json': {
        accounts: [{ email: 'ada@example.test', name: 'Ada', password: 'Study#2468', confirmed: true }],
      },
      ...records,
    };
  }

  async function failure(records: BundleFiles): Promise<string> {
    const folder = await writeBundle(withRecords(records));
    folders.push(folder);
    const error = await importContent(t.database.db, folder, t).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BundleError);
    return (error as BundleError).message;
  }

  const application = {
    eid: 'ada@example.test',
    pid: 'pharmd',
    bpid: 'pharmd-2026',
    applicationid: 'a1',
    pstatus: 1,
  };
  const test = {
    eid: 'ada@example.test',
    test_id: 'T1',
    test_name: 'Exam',
    start_time: '2026-12-01T10:00:00+05:30',
    end_time: '2026-12-01T13:00:00+05:30',
    testStatus: 'Active',
    testTotalTime: 180,
  };

  it('refuses an application of an unknown account or to a batch of another program', async () => {
    expect(
      await failure({ 'applications.json': [{ ...application, eid: 'nobody@example.test' }] }),
    ).toContain('applications.json: 0.eid: unknown account nobody@example.test');
    expect(await failure({ 'applications.json': [{ ...application, pid: 'other' }] })).toContain(
      'applications.json: 0.pid: batch pharmd-2026 belongs to program pharmd, not other',
    );
  });

  it('refuses submittedAt on an application that was not submitted', async () => {
    const message = await failure({
      'applications.json': [{ ...application, submittedAt: '2026-09-01T10:00:00+05:30' }],
    });
    expect(message).toContain('applications.json: 0.submittedAt:');
  });

  it('refuses a test that ends before it starts, and a result of a test not assigned to the learner', async () => {
    expect(await failure({ 'assigned-tests.json': [{ ...test, end_time: test.start_time }] })).toContain(
      'assigned-tests.json: 0.end_time: must be after start_time',
    );
    const message = await failure({
      'assigned-tests.json': [test],
      'test-results.json': [
        { eid: 'ada@example.test', test_id: 'T2', score: 50, completedAt: '2026-12-01T12:00:00+05:30' },
      ],
    });
    expect(message).toContain('test-results.json: 0.test_id: test T2 is not assigned to ada@example.test');
  });
});
