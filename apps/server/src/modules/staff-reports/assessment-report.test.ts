import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bob,
  createAssessmentsApp,
  examWindow,
  rightAnswers,
} from '../../../test/assessments-fixture.ts';
import { createStaff, storedStaffSession } from '../../../test/staff-factories.ts';

// The assessment report (ADR 0085) on the fixture's exam of pd101 (eight questions, each weighing the
// same): Alice answers the six objective ones right and leaves the two open ones unmarked (75 %); Bob
// answers only the first, right, and the second wrong (12.5 %).

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
let instructor: string;
let otherInstructor: string;
const exam = { assessid: 'pd-exam', quiztype: 'assess' };

beforeAll(async () => {
  t = await createAssessmentsApp();
  t.clock.set(new Date(new Date(examWindow.startdate).getTime() + 60_000));
  const given = [
    [alice, rightAnswers],
    [bob, [rightAnswers[0], { iid: 'i2', selected: [1] }]],
  ] as const;
  for (const [learner, response] of given) {
    const cookie = await t.cookieOf(learner);
    const own = { ...exam, eid: learner.email };
    await t.call('getAssessmentQuiz', own, cookie);
    const submitted = await t.call(
      'updateAssessment',
      { ...own, device: 'd1', seq: 1, quizdata: { response, status: 1 } },
      cookie,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
  }
  // Sessions on the test's clock, which the exam's window moved.
  const { db } = t.database;
  const staffOf = async (scope: string) =>
    storedStaffSession(
      db,
      await createStaff(db, { oid: 'TESTORG', grants: [{ role: 'instructor', scope }] }),
      t.clock,
    );
  instructor = await staffOf('pd101');
  otherInstructor = await staffOf('pd102');
});
afterAll(() => t.app.close());

describe('staff/getAssessmentReport', () => {
  it('gives the score distribution and, per question, facility and point-biserial discrimination', async () => {
    const response = await t.call('staff/getAssessmentReport', { assessid: 'pd-exam' }, instructor);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.attempts).toBe(2);
    expect(report.bands).toEqual([0, 1, 0, 0, 0, 0, 0, 1, 0, 0]);
    const byIid = Object.fromEntries(report.items.map((item: { iid: string }) => [item.iid, item]));
    // Everyone got the first right: it cannot tell learners apart.
    expect(byIid.i1).toMatchObject({ n: 1, question: 'Pick A', facility: 1, discrimination: null });
    // Only the stronger learner got the second right.
    expect(byIid.i2).toMatchObject({ facility: 0.5, discrimination: 1 });
    expect(byIid.i7).toMatchObject({ facility: 0, discrimination: null });
  });

  it("refuses the report of another course's assessment", async () => {
    const response = await t.call('staff/getAssessmentReport', { assessid: 'pd-exam' }, otherInstructor);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Pick A');
  });

  it('exports each table as CSV', async () => {
    const scores = await t.call(
      'staff/exportAssessmentReport',
      { assessid: 'pd-exam', table: 'scores' },
      instructor,
    );
    expect(scores.json().csv.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFScore,Attempts',
      '0-9 %,0',
      '10-19 %,1',
    ]);
    const items = await t.call(
      'staff/exportAssessmentReport',
      { assessid: 'pd-exam', table: 'items' },
      instructor,
    );
    const lines = items.json().csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFQuestion,Text,Facility,Discrimination (point-biserial)');
    expect(lines[1]).toBe('Q1,Pick A,1,');
    expect(lines[2]).toBe('Q2,True?,0.5,1');
  });
});
