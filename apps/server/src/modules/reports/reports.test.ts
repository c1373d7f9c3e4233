import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, carol, createLearnerHomeApp, fixtureOid } from '../../../test/learner-home-fixture.ts';
import { assignedExams, examResults } from '../../db/schema/assigned-exams.ts';
import { iaAssessments, iaMarks } from '../../db/schema/records.ts';

let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;

beforeAll(async () => {
  t = await createLearnerHomeApp();
  const { db } = t.database;
  const assessment = { oid: fixtureOid, bpid: 'pharmd-2026', tid: 'pd101', semester: 1, maxMarks: 20 };
  await db.insert(iaAssessments).values([
    { ...assessment, iaid: 'ia-1', name: 'IA 1', visibleAt: new Date('2026-10-01T00:00:00Z') },
    { ...assessment, iaid: 'ia-2', name: 'IA 2', visibleAt: new Date('2999-01-01T00:00:00Z'), position: 1 },
  ]);
  await db.insert(iaMarks).values([
    { oid: fixtureOid, iaid: 'ia-1', eid: alice.email, marks: 15 },
    { oid: fixtureOid, iaid: 'ia-2', eid: alice.email, marks: 19 },
    { oid: fixtureOid, iaid: 'ia-1', eid: bob.email, marks: 9 },
  ]);
  const window = { startTime: new Date('2026-10-10T04:30:00Z'), endTime: new Date('2026-10-10T07:30:00Z') };
  await db.insert(assignedExams).values(
    [alice, bob].map(({ email }) => ({
      oid: fixtureOid,
      eid: email,
      testId: 'see-1',
      testName: 'Semester end exam',
      testStatus: 'Active' as const,
      testTotalTime: 120,
      ...window,
    })),
  );
  await db.insert(examResults).values([
    { oid: fixtureOid, eid: alice.email, testId: 'see-1', score: 81, completedAt: window.endTime },
    { oid: fixtureOid, eid: bob.email, testId: 'see-1', score: 42, completedAt: window.endTime },
  ]);
});
afterAll(() => t.app.close());

async function reportOf(learner: { email: string; password: string }) {
  const response = await t.call('getLearnerReport', { eid: learner.email }, await t.cookieOf(learner));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('getLearnerReport', () => {
  it("reports the learner's share complete, time spent and visible marks per course, and test scores", async () => {
    expect(await reportOf(alice)).toEqual({
      programs: [
        {
          bpid: 'pharmd-2026',
          pid: 'pharmd',
          ptitle: 'Doctor of Pharmacy',
          per: 50,
          timespent: 930,
          courses: [
            {
              bcid: 'pharmd-2026-pd101',
              tid: 'pd101',
              ttitle: 'Pharmaceutics',
              per: 50,
              timespent: 600,
              // IA 2 is not visible yet.
              scores: [{ name: 'IA 1', marks: 15, maxMarks: 20 }],
            },
            {
              bcid: 'pharmd-2026-pd102',
              tid: 'pd102',
              ttitle: 'Anatomy',
              per: 50,
              timespent: 330,
              scores: [],
            },
            {
              bcid: 'pharmd-2026-pd103',
              tid: 'pd103',
              ttitle: 'Biochemistry',
              per: 0,
              timespent: 0,
              scores: [],
            },
          ],
        },
      ],
      tests: [
        {
          test_id: 'see-1',
          test_name: 'Semester end exam',
          score: 81,
          completedAt: '2026-10-10T13:00:00.000+05:30',
        },
      ],
    });
  });

  it("leaves out electives the learner did not choose, and never shows another learner's records", async () => {
    const report = await reportOf(bob);
    expect(report.programs[0].courses.map((course: { tid: string }) => course.tid)).toEqual([
      'pd101',
      'pd103',
    ]);
    expect(report.programs[0].courses[0]).toMatchObject({ per: 100, timespent: 200, scores: [{ marks: 9 }] });
    expect(report.tests).toEqual([expect.objectContaining({ score: 42 })]);
  });

  it('answers an empty report to a learner with nothing', async () => {
    expect(await reportOf(carol)).toEqual({ programs: [], tests: [] });
  });

  it("refuses another learner's eid", async () => {
    const response = await t.call('getLearnerReport', { eid: alice.email }, await t.cookieOf(bob));
    expect(response.statusCode).toBe(403);
  });
});
