import { outOfOrderMessage, unitDisabledMessage } from '@aula/contract/course-player';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';
import { alice, fixtureNow, quizBundle } from '../../../test/quiz-fixture.ts';

// Issue 20: openObject refused a quiz object not reached yet (409), but getQuiz and postQuiz answered
// 200 for it, and for a quiz in a disabled unit. Every quiz and mini-assignment operation now asks the
// player's rule. Here pd101 is in order (no free navigation): Alice has completed pd101-o1 only, so the
// quizzes after it are not reached; pd101-hidden sits in a unit the admin disabled.

let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
let cookie: string;
const bcid = 'pharmd-2026-pd101';

beforeAll(async () => {
  const bundle = quizBundle();
  const pd101 = bundle['courses/pd101.json'] as { nuggets: unknown[]; freenavigation?: boolean };
  pd101.freenavigation = false;
  pd101.nuggets.push({
    nid: 'pd101-n9',
    unit: 'Unit 9',
    ntitle: 'Not yet',
    nduration: 10,
    nenabled: false,
    objects: [{ oid: 'pd101-hidden', otype: 'quiz', otitle: 'Hidden quiz' }],
  });
  bundle['quizzes/pd101-hidden.json'] = {
    quizid: 'pd101-hidden',
    qtype: 2,
    qitems: [
      {
        istem: '<p>Solid?</p>',
        atype: 1,
        iopts: [
          { content: 'Yes', correct: true },
          { content: 'No', correct: false },
        ],
      },
    ],
  };
  t = await createLearnerHomeApp(bundle);
  t.clock.set(fixtureNow);
  cookie = await t.cookieOf(alice);
});
afterAll(() => t.app.close());

const operations = (quizid: string) =>
  [
    ['getQuiz', { quizid }],
    ['postQuiz', { quizid, responses: [[0]] }],
    ['checkQuizAnswer', { quizid, index: 0, response: [0] }],
  ] as const;
const miniOperations = (quizid: string) =>
  [
    ['getAssignmentData', { quizid }],
    ['getMiniAssignmentUploadUrl', { quizid, filename: 'a.pdf', filetype: 'pdf', size: 100 }],
    ['updateMiniAssignment', { quizid, response: [{ text: 'x' }, { text: 'y' }] }],
  ] as const;

describe('quiz objects and the player rule', () => {
  it('refuses every quiz and mini-assignment operation on an object not reached yet, as openObject does', async () => {
    const opened = await t.call('openObject', { eid: alice.email, bcid, objid: 'pd101-summative' }, cookie);
    expect(opened.statusCode).toBe(409);
    for (const [name, body] of [...operations('pd101-summative'), ...miniOperations('pd101-mini')]) {
      const response = await t.call(name, { bcid, ...body }, cookie);
      expect(response.statusCode, `${name} ${response.body}`).toBe(409);
      expect(response.json().error.message).toBe(outOfOrderMessage);
    }
  });

  it('refuses a quiz in a disabled unit with the player words', async () => {
    for (const [name, body] of operations('pd101-hidden')) {
      const response = await t.call(name, { bcid, ...body }, cookie);
      expect(response.statusCode, `${name} ${response.body}`).toBe(403);
      expect(response.json().error.message).toBe(unitDisabledMessage);
    }
  });
});
