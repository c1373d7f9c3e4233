import { quizMessages } from '@aula/contract/quizzes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, carol, createQuizApp } from '../../../test/quiz-fixture.ts';

let t: Awaited<ReturnType<typeof createQuizApp>>;
let aliceCookie: string;
let bobCookie: string;

beforeAll(async () => {
  t = await createQuizApp();
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
});
afterAll(() => t.app.close());

const bcid = 'pharmd-2026-pd101';

async function ok(name: string, body: Record<string, unknown>, cookie = aliceCookie) {
  const response = await t.call(name, { bcid, ...body }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('getQuiz', () => {
  it('gives the questions without their answers or feedback, and the default cutoff', async () => {
    const response = await t.call('getQuiz', { bcid, quizid: 'pd101-formative' }, aliceCookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/correct|feedback|a solid dosage form/);
    expect(response.json()).toMatchObject({
      qtype: 0,
      cutoff: 50,
      qitems: [{ istem: '<p>Capsule?</p>', iopts: [{ content: 'Solid' }, { content: 'Gas' }] }, {}],
      result: null,
    });
  });

  it("refuses a quiz of a course that is not mine and another course's quiz", async () => {
    const carolCookie = await t.cookieOf(carol);
    expect((await t.call('getQuiz', { bcid, quizid: 'pd101-quiz' }, carolCookie)).statusCode).toBe(403);
    const otherCourse = await t.call(
      'getQuiz',
      { bcid: 'pharmd-2026-pd102', quizid: 'pd101-quiz' },
      aliceCookie,
    );
    expect(otherCourse.statusCode).toBe(404);
  });

  it('names a mini assignment as such, so the player knows how to show it', async () => {
    const mini = await ok('getQuiz', { quizid: 'pd101-mini' });
    expect(mini).toMatchObject({ qtype: 3, qitems: [{ atype: 7 }, { atype: 8 }], result: null });
    const post = await t.call('postQuiz', { bcid, quizid: 'pd101-mini', responses: [[0], [0]] }, aliceCookie);
    expect(post.statusCode).toBe(404);
  });
});

describe('qtype 0, formative feedback', () => {
  it('shows the right answer and its feedback only for the question submitted', async () => {
    const review = await ok('checkQuizAnswer', { quizid: 'pd101-formative', index: 0, response: [1] });
    expect(review).toEqual({
      right: false,
      correct: [0],
      response: [1],
      feedback: ['Yes: a solid dosage form.', 'No.'],
    });
  });

  it('is complete once submitted, whatever the score', async () => {
    const result = await ok('postQuiz', { quizid: 'pd101-formative', responses: [[1], [0]] });
    expect(result).toMatchObject({ score: 0, percent: 0, passed: true, attempts: 1 });
  });

  it('gives no answer of another type of quiz question by question', async () => {
    const response = await t.call(
      'checkQuizAnswer',
      { bcid, quizid: 'pd101-quiz', index: 0, response: [0] },
      aliceCookie,
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('correct');
  });
});

describe('qtype 2, formative with cutoff', () => {
  it('below the cutoff: not passed, no answers; the retry passes without them', async () => {
    const failed = await ok('postQuiz', { quizid: 'pd101-quiz', responses: [[1]] }, bobCookie);
    expect(failed).toEqual({
      score: 0,
      total: 1,
      percent: 0,
      passed: false,
      passedByRetry: false,
      attempts: 1,
      triesLeft: 2,
    });
    const again = await ok('getQuiz', { quizid: 'pd101-quiz' }, bobCookie);
    expect(again.result).toEqual(failed);
    expect(quizMessages.belowCutoff(again.cutoff)).toBe(
      'You should score more than 50% to complete this Quiz.',
    );

    const retried = await ok('postQuiz', { quizid: 'pd101-quiz', responses: [[1]] }, bobCookie);
    expect(retried).toEqual({ ...failed, passed: true, passedByRetry: true, attempts: 2, triesLeft: 1 });
  });

  it('at the cutoff on the first try: passed, with the answers', async () => {
    const result = await ok('postQuiz', { quizid: 'pd101-quiz', responses: [[0]] });
    expect(result).toMatchObject({ score: 1, percent: 100, passed: true, attempts: 1 });
    expect(result.answers).toHaveLength(1);
  });

  it('refuses unanswered questions and answers no question could take', async () => {
    for (const responses of [[], [[0], [0]], [[2]], [[0, 1]]]) {
      const response = await t.call('postQuiz', { bcid, quizid: 'pd101-quiz', responses }, aliceCookie);
      expect(response.statusCode, JSON.stringify(responses)).toBe(400);
    }
  });
});

describe('qtype 1, summative', () => {
  it('scores by qscore, whole answers only, shows the answers, and takes one submission', async () => {
    const result = await ok('postQuiz', { quizid: 'pd101-summative', responses: [[0], [1, 0]] });
    expect(result).toMatchObject({ score: 3, total: 3, percent: 100, passed: true });
    expect(result.answers.map((answer: { right: boolean }) => answer.right)).toEqual([true, true]);

    const second = await t.call(
      'postQuiz',
      { bcid, quizid: 'pd101-summative', responses: [[1], [0]] },
      aliceCookie,
    );
    expect(second.statusCode).toBe(409);
    const partial = await ok('postQuiz', { quizid: 'pd101-summative', responses: [[0], [0]] }, bobCookie);
    expect(partial).toMatchObject({ score: 1, percent: 33 });
  });
});

describe('marking a quiz object complete (the player)', () => {
  const complete = async (objid: string) => {
    const own = { eid: bob.email, objid };
    expect((await t.call('openObject', { bcid, ...own }, bobCookie)).statusCode).toBe(200);
    // Mark Complete is accepted 5 seconds after the opening, on the server's (stopped) clock.
    t.clock.advance(10 / 60);
    return t.call('syncUserProgress', { bcid, ...own, timespent: 0 }, bobCookie);
  };

  it('is refused until the quiz is submitted, and then accepted', async () => {
    const early = await complete('pd101-formative');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.fields).toEqual({ objid: 'quiz not finished' });
    await ok('postQuiz', { quizid: 'pd101-formative', responses: [[0], [1]] }, bobCookie);
    const done = await complete('pd101-formative');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().userOP.op).toBe(2);
  });

  it('counts a submitted mini assignment as finished, and one not submitted as not', async () => {
    expect((await complete('pd101-late')).statusCode).toBe(200);
    expect((await complete('pd101-mini')).statusCode).toBe(409);
  });
});
