import { quizMessages } from '@aula/contract/quizzes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';
import { alice, bob, fixtureNow, quizBundle } from '../../../test/quiz-fixture.ts';

// Issue 20: a second try at a cutoff quiz (qtype 2) at 0 % "passed" by the retry rule and its answer
// carried the whole key; a third try then recorded 100 %. Now (ADR 0061) a pass granted by the retry
// rule shows no answers, the recorded score is the best try's, and every qtype takes a capped number of
// tries: pd101-quiz (qtype 2, one question, cutoff 50) three, none once passed by its score.
// pd101-cut2 is a cutoff quiz of two questions that asks for 100 %.

let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
const bcid = 'pharmd-2026-pd101';
const yesNo = (istem: string) => ({
  istem,
  atype: 1,
  iopts: [
    { content: 'Yes', correct: true },
    { content: 'No', correct: false },
  ],
});

beforeAll(async () => {
  const bundle = quizBundle();
  const pd101 = bundle['courses/pd101.json'] as { nuggets: Array<{ objects: unknown[] }> };
  pd101.nuggets[0]?.objects.push({ oid: 'pd101-cut2', otype: 'quiz', otitle: 'Two questions' });
  bundle['quizzes/pd101-cut2.json'] = {
    quizid: 'pd101-cut2',
    qtype: 2,
    cutoff: 100,
    qitems: [yesNo('<p>Solid?</p>'), yesNo('<p>Oral?</p>')],
  };
  t = await createLearnerHomeApp(bundle);
  t.clock.set(fixtureNow);
});
afterAll(() => t.app.close());

const post = (cookie: string, quizid: string, responses: number[][]) =>
  t.call('postQuiz', { bcid, quizid, responses }, cookie);

describe('tries at a quiz', () => {
  it('grants the retry pass without the key, and refuses a fourth try', async () => {
    const cookie = await t.cookieOf(bob);
    expect((await post(cookie, 'pd101-quiz', [[1]])).json()).toMatchObject({ passed: false, triesLeft: 2 });
    const retry = await post(cookie, 'pd101-quiz', [[1]]);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).not.toMatch(/correct|answers/);
    expect(retry.json()).toMatchObject({ percent: 0, passed: true, passedByRetry: true, triesLeft: 1 });
    const read = await t.call('getQuiz', { bcid, quizid: 'pd101-quiz' }, cookie);
    expect(read.body).not.toMatch(/"correct"|"answers"/);
    expect((await post(cookie, 'pd101-quiz', [[1]])).json()).toMatchObject({ attempts: 3, triesLeft: 0 });
    const fourth = await post(cookie, 'pd101-quiz', [[0]]);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.message).toBe(quizMessages.noTriesLeft(3));
  });

  it('records the best try, shows the key to a score at the cutoff, and then takes no more tries', async () => {
    const cookie = await t.cookieOf(alice);
    expect((await post(cookie, 'pd101-quiz', [[1]])).json()).toMatchObject({ percent: 0, passed: false });
    const passed = await post(cookie, 'pd101-quiz', [[0]]);
    expect(passed.json()).toMatchObject({ percent: 100, passed: true, passedByRetry: false, triesLeft: 0 });
    expect(passed.json().answers).toEqual([expect.objectContaining({ right: true, correct: [0] })]);
    const again = await post(cookie, 'pd101-quiz', [[1]]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(quizMessages.passedNoMoreTries);
    const read = await t.call('getQuiz', { bcid, quizid: 'pd101-quiz' }, cookie);
    expect(read.json().result).toMatchObject({ percent: 100, attempts: 2 });
  });

  it('records the best try, not the last', async () => {
    const cookie = await t.cookieOf(bob);
    expect((await post(cookie, 'pd101-cut2', [[0], [1]])).json()).toMatchObject({
      percent: 50,
      passed: false,
    });
    const worse = await post(cookie, 'pd101-cut2', [[1], [1]]);
    expect(worse.json()).toMatchObject({ percent: 50, passed: true, passedByRetry: true, attempts: 2 });
    expect(worse.body).not.toMatch(/"correct"/);
  });

  it('takes one try at a formative quiz, whose questions show their answers one by one', async () => {
    const cookie = await t.cookieOf(bob);
    expect((await post(cookie, 'pd101-formative', [[1], [0]])).statusCode).toBe(200);
    const again = await post(cookie, 'pd101-formative', [[0], [1]]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(quizMessages.alreadySubmitted);
  });
});
