import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bob,
  createAssessmentsApp,
  duringExam,
  electiveExam,
  electiveExamBundle,
} from '../../../test/assessments-fixture.ts';

// Issue 20: getCourse refused an elective the learner did not choose (403), but the assessments of that
// course answered its id: listed, started, saved. Every assessment operation now asks the course
// page's rule. Alice chose the elective pd102; Bob did not.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
const elective = electiveExam;
const during = duringExam;

beforeAll(async () => {
  t = await createAssessmentsApp(electiveExamBundle());
  t.clock.set(during);
});
afterAll(() => t.app.close());

describe("an elective's assessments", () => {
  it('are refused to a learner who did not choose the elective, by every operation, as getCourse refuses it', async () => {
    const cookie = await t.cookieOf(bob);
    const eid = bob.email;
    expect((await t.call('getCourse', { bcid: 'pharmd-2026-pd102' }, cookie)).statusCode).toBe(403);
    const calls = [
      t.call('getAssessment', { eid, bcid: 'pharmd-2026-pd102', quiztype: 'assess' }, cookie),
      t.call('getAssessmentQuiz', { eid, ...elective }, cookie),
      t.call(
        'updateAssessment',
        { eid, ...elective, device: 'd', seq: 1, quizdata: { response: [], status: 0 } },
        cookie,
      ),
      t.call('getAssessmentAnswers', { eid, ...elective }, cookie),
      t.call(
        'getAssessmentPresignedUrl',
        { eid, ...elective, iid: 'i1', filename: 'a.pdf', filetype: 'application/pdf', size: 100 },
        cookie,
      ),
      t.call('getServerTime', { eid, ...elective }, cookie),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error.message).toBe('You are not enrolled in that course.');
    }
  });

  it('are open to a learner who chose it', async () => {
    const cookie = await t.cookieOf(alice);
    const eid = alice.email;
    const list = await t.call(
      'getAssessment',
      { eid, bcid: 'pharmd-2026-pd102', quiztype: 'assess' },
      cookie,
    );
    expect(list.json().assessments.map((each: { assessid: string }) => each.assessid)).toEqual([
      'pd-elective-exam',
    ]);
    expect((await t.call('getAssessmentQuiz', { eid, ...elective }, cookie)).statusCode).toBe(200);
    expect((await t.call('getServerTime', { eid, ...elective }, cookie)).statusCode).toBe(200);
  });
});
