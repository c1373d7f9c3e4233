import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

const oid = 'TEST';
let t: TestApp;
let admin: StaffWithSession;
let counsellor: StaffWithSession;
let foreignAdmin: StaffWithSession;
let enrolled: TestAccount;
let elsewhere: TestAccount;

const window = {
  testName: 'Pharmacology proctored final',
  startTime: '2026-12-01T10:00:00+05:30',
  endTime: '2026-12-01T13:00:00+05:30',
  testTotalTime: 120,
  testStatus: 'Active',
};

const save = (body: Record<string, unknown>, cookie = admin.cookie) =>
  call(t.app, 'staff/saveBatchTest', { oid, bpid: 'B1', ...window, ...body }, cookie);

async function testsOf(learner: TestAccount) {
  const cookie = await signIn(t.app, learner.email, learner.password);
  const response = await call(t.app, 'getAssignedTests', { oid, eid: learner.user.eid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().assignedTests as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createBatch(db, 'B1');
  await createBatch(db, 'B2');
  await createBatch(db, 'FOREIGN-B', { oid: 'OTHER' });
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid });
  counsellor = await staffSession(db, [{ role: 'counsellor', scope: null }], { oid });
  foreignAdmin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: 'OTHER' });
  enrolled = await createLearner(db, { oid, email: 'enrolled@example.test' });
  elsewhere = await createLearner(db, { oid, email: 'elsewhere@example.test' });
  await enrol(db, enrolled, 'B1');
  await enrol(db, elsewhere, 'B2');
});
afterAll(() => t.app.close());

describe('tests assigned to a batch', () => {
  let testId: string;

  it("reach the batch's learners' assigned tests, and no one else's", async () => {
    const saved = await save({});
    expect(saved.statusCode, saved.body).toBe(200);
    testId = saved.json().testId;
    expect(saved.json()).toMatchObject({
      bpid: 'B1',
      learners: 1,
      startTime: '2026-12-01T10:00:00.000+05:30',
    });
    expect(await testsOf(enrolled)).toEqual([
      {
        test_id: testId,
        test_name: window.testName,
        start_time: '2026-12-01T10:00:00.000+05:30',
        end_time: '2026-12-01T13:00:00.000+05:30',
        testStatus: 'Active',
        testTotalTime: 120,
      },
    ]);
    expect(await testsOf(elsewhere)).toEqual([]);
    const [line] = await auditLines(t.database.db, { action: 'batchTests.assign' });
    expect(line?.subjectId).toBe('B1');
  });

  it('reach a learner who enrols after the test was assigned', async () => {
    const late = await createLearner(t.database.db, { oid, email: 'late@example.test' });
    await enrol(t.database.db, late, 'B1');
    expect((await testsOf(late)).map((test) => test.test_id)).toEqual([testId]);
  });

  it('change for the learners when edited, and are gone when removed', async () => {
    const edited = await save({ testId, testName: 'Renamed final', testStatus: 'Deactivated' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await testsOf(enrolled)).toMatchObject([
      { test_name: 'Renamed final', testStatus: 'Deactivated' },
    ]);
    const listed = (await call(t.app, 'staff/listBatchTests', { oid }, admin.cookie)).json();
    expect(listed.tests).toHaveLength(1);
    expect(listed.batches.map((batch: { bpid: string }) => batch.bpid).sort()).toEqual(['B1', 'B2']);

    const removed = await call(t.app, 'staff/removeBatchTest', { oid, bpid: 'B1', testId }, admin.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await testsOf(enrolled)).toEqual([]);
    const again = await call(t.app, 'staff/removeBatchTest', { oid, bpid: 'B1', testId }, admin.cookie);
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['ends before it starts', { endTime: '2026-12-01T09:00:00+05:30' }, 'endTime'],
    ['ends as it starts', { endTime: window.startTime }, 'endTime'],
    ['is longer than its window', { testTotalTime: 181 }, 'testTotalTime'],
    ['has no offset on its start', { startTime: '2026-12-01T10:00:00' }, 'startTime'],
    ['lasts no time', { testTotalTime: 0 }, 'testTotalTime'],
    ['has no name', { testName: '  ' }, 'testName'],
  ])('refuses a window that %s, naming the field, and saves nothing', async (_case, change, field) => {
    const before = (await call(t.app, 'staff/listBatchTests', { oid }, admin.cookie)).json().tests;
    const refused = await save(change);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty(field);
    expect((await call(t.app, 'staff/listBatchTests', { oid }, admin.cookie)).json().tests).toEqual(before);
  });

  it("refuses a counsellor, another organisation's admin, and another organisation's batch", async () => {
    expect((await save({}, counsellor.cookie)).statusCode).toBe(403);
    expect((await save({}, foreignAdmin.cookie)).statusCode).toBe(403);
    expect(
      (await call(t.app, 'staff/saveBatchTest', { oid: 'OTHER', bpid: 'B1', ...window }, foreignAdmin.cookie))
        .statusCode,
    ).toBe(403);
    expect((await save({ bpid: 'FOREIGN-B' })).statusCode).toBe(403);
    expect((await call(t.app, 'staff/listBatchTests', { oid }, foreignAdmin.cookie)).statusCode).toBe(403);
  });
});
