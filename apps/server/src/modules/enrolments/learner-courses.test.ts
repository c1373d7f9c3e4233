import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, TEST_OID, type TestAccount } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { preparedRunnerOf } from '../../platform/db.ts';
import { assertStudies, reachesSql, studiedCourseOf } from './learner-courses.ts';

// The one enrolment scope (ADR 0069): the course page's check, the check of what belongs to a batch or
// one of its courses, and the SQL the hot paths embed all answer from the view learner_courses.

let t: TestApp;
let learner: TestAccount;
let chooser: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createBatch(db, 'B1', { pid: 'p1' });
  await createBatch(db, 'B2', { oid: 'OTHER', pid: 'p2' });
  await db.insert(batchCourses).values([
    { oid: TEST_OID, bcid: 'B1-core', bpid: 'B1', tid: 'core' },
    { oid: TEST_OID, bcid: 'B1-el', bpid: 'B1', tid: 'el', telective: true },
    { oid: 'OTHER', bcid: 'B2-core', bpid: 'B2', tid: 'core' },
  ]);
  learner = await createLearner(db);
  chooser = await createLearner(db);
  stranger = await createLearner(db);
  await enrol(db, learner, 'B1');
  await db.insert(enrolments).values({
    oid: TEST_OID,
    eid: chooser.user.eid,
    bpid: 'B1',
    pid: 'p1',
    enrolledOn: '2026-07-01',
    selectedElectives: ['el'],
  });
});
afterAll(() => t.app.close());

const as = (account: TestAccount) => ({ oid: account.oid, eid: account.user.eid });

describe('studiedCourseOf', () => {
  it("answers a course of the learner's batch that is not an elective", async () => {
    expect(await studiedCourseOf(t.database.db, as(learner), 'B1-core')).toEqual({
      bcid: 'B1-core',
      bpid: 'B1',
      pid: 'p1',
      tid: 'core',
    });
  });

  it('answers an elective to the learner who chose it only', async () => {
    expect(await studiedCourseOf(t.database.db, as(chooser), 'B1-el')).toMatchObject({ tid: 'el' });
    await expect(studiedCourseOf(t.database.db, as(learner), 'B1-el')).rejects.toMatchObject({
      statusCode: 403,
      message: 'You are not enrolled in that course.',
      fields: { bcid: 'not your course' },
    });
  });

  it('refuses a learner not enrolled in the batch with 403', async () => {
    await expect(studiedCourseOf(t.database.db, as(stranger), 'B1-core')).rejects.toMatchObject({
      statusCode: 403,
      message: 'You are not enrolled in that course.',
    });
  });

  it("refuses another organisation's course as no such course (404)", async () => {
    await expect(studiedCourseOf(t.database.db, as(learner), 'B2-core')).rejects.toMatchObject({
      statusCode: 404,
      message: 'There is no such course.',
      fields: { bcid: 'no such course' },
    });
  });
});

describe('assertStudies and reachesSql', () => {
  const cases: [string, () => TestAccount, string, string | null, boolean][] = [
    ['a course of the batch', () => learner, 'B1', 'core', true],
    ['the whole batch', () => learner, 'B1', null, true],
    ['an elective not chosen', () => learner, 'B1', 'el', false],
    ['an elective chosen', () => chooser, 'B1', 'el', true],
    ['a course the batch does not run', () => learner, 'B1', 'other', false],
    ['a batch without an enrolment', () => stranger, 'B1', null, false],
    ['a course without an enrolment', () => stranger, 'B1', 'core', false],
    ["another organisation's batch", () => learner, 'B2', 'core', false],
  ];

  it.each(cases)('agree on %s', async (_, who, bpid, tid, reaches) => {
    const { db } = t.database;
    const user = as(who());
    const check = assertStudies(db, user, { bpid, tid });
    if (reaches) await check;
    else await expect(check).rejects.toMatchObject({ statusCode: 403 });
    const [row] = await preparedRunnerOf(db)(
      `select ${reachesSql({ oid: '$1::text', eid: '$2::text', bpid: '$3::text', tid: '$4::text' })} as reaches`,
      [user.oid, user.eid, bpid, tid],
    );
    expect(row?.reaches).toBe(reaches);
  });
});
