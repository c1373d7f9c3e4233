import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bob,
  carol,
  createAssessmentsApp,
  duringExam,
  electiveExam,
  electiveExamBundle,
  examItems,
  examWindow,
} from '../../../test/assessments-fixture.ts';

// The exam poll's access decision (server-time-access.ts), read in one statement: every rule of the
// assessment operations, in their order, for each kind of assessment the poll may name.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
const exam = { assessid: 'pd-exam', quiztype: 'assess' };
/** An assessment of the whole batch (no course): open to everyone enrolled in it. */
const batchQuiz = { assessid: 'pd-batch-quiz', quiztype: 'assess' };

beforeAll(async () => {
  t = await createAssessmentsApp({
    ...electiveExamBundle(),
    'assessments/pd-batch-quiz.json': {
      ...batchQuiz,
      bpid: 'pharmd-2026',
      title: 'Batch quiz',
      ...examWindow,
      instructions: '<p>Answer.</p>',
      qitems: examItems.slice(0, 1),
    },
  });
  t.clock.set(duringExam);
});
afterAll(() => t.app.close());

async function poll(learner: typeof alice, fields: Record<string, unknown>) {
  const response = await t.call(
    'getServerTime',
    { eid: learner.email, ...fields },
    await t.cookieOf(learner),
  );
  return { status: response.statusCode, body: response.json() };
}

describe("the exam poll's access decision", () => {
  it.each([
    ['an exam of their course', exam],
    ['an exam of their course in their batch', { ...exam, bpid: 'pharmd-2026' }],
    ['an exam of the elective they chose', electiveExam],
    ['a quiz of their whole batch', batchQuiz],
  ])('answers a learner polling %s with its end', async (_case, fields) => {
    const { status, body } = await poll(alice, fields);
    expect(status).toBe(200);
    expect(body.enddate).toBe(new Date(examWindow.enddate).toISOString());
  });

  it.each([
    [
      'a batch they are not enrolled in',
      alice,
      { ...exam, bpid: 'pharmd-1999' },
      403,
      'bpid',
      'not your batch',
    ],
    ['no such assessment', alice, { assessid: 'no-such-exam' }, 404, 'assessid', 'no such assessment'],
    [
      'an exam as an assignment',
      alice,
      { ...exam, quiztype: 'assign' },
      404,
      'assessid',
      'no such assessment',
    ],
    ['an elective they did not choose', bob, electiveExam, 403, 'bcid', 'not your course'],
    ['a course, not being enrolled', carol, exam, 403, 'bcid', 'not your course'],
    ['a quiz of a batch, not being enrolled', carol, batchQuiz, 403, 'bpid', 'not your batch'],
  ])('refuses a learner polling %s', async (_case, learner, fields, status, field, reason) => {
    const { status: answered, body } = await poll(learner, fields);
    expect(answered).toBe(status);
    expect(body.error.fields).toEqual({ [field]: reason });
  });
});
