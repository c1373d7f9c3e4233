import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, createQuizApp } from '../../../test/quiz-fixture.ts';

let t: Awaited<ReturnType<typeof createQuizApp>>;
let aliceCookie: string;

beforeAll(async () => {
  t = await createQuizApp();
  aliceCookie = await t.cookieOf(alice);
});
afterAll(() => t.app.close());

const bcid = 'pharmd-2026-pd101';

describe('course and instructor feedback (CIFeedBack)', () => {
  it('gives the questions, takes the ratings once, then answers code 1', async () => {
    const form = await t.call('getCourseFeedback', { bcid, crir: 'ir' }, aliceCookie);
    // The instructor is the course page's (getCourseInstructor), without their e-mail address.
    const shown = await t.call('getCourseInstructor', { bcid }, aliceCookie);
    expect(shown.json().instructor).toMatchObject({ name: 'Dr Meera Rao' });
    expect(form.json()).toEqual({
      questions: [{ qid: 'ir1', question: 'The instructor explained clearly.' }],
      comment: false,
      instructor: { name: 'Dr Meera Rao' },
    });
    const resp = [{ qid: 'ir1', rating: 5 }];
    const first = await t.call('updateCourseFeedback', { bcid, crir: 'ir', resp }, aliceCookie);
    expect(first.json()).toEqual({ ok: true });
    const second = await t.call('updateCourseFeedback', { bcid, crir: 'ir', resp }, aliceCookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Feedback already submitted');
    expect((await t.call('getCourseFeedback', { bcid, crir: 'ir' }, aliceCookie)).json()).toEqual({
      code: 1,
    });
    // The course's own form is apart from the instructor's.
    expect((await t.call('getCourseFeedback', { bcid, crir: 'cr' }, aliceCookie)).json()).toHaveProperty(
      'questions',
    );
  });

  it('needs every question rated 1 to 5, and commented where the comment box is on', async () => {
    const cookie = await t.cookieOf(bob);
    const tries = [
      [{ qid: 'cr1', rating: 4, comment: 'Clear' }],
      [
        { qid: 'cr1', rating: 4, comment: 'Clear' },
        { qid: 'cr2', rating: 4 },
      ],
      [
        { qid: 'cr1', rating: 6, comment: 'Clear' },
        { qid: 'cr2', rating: 4, comment: 'Good' },
      ],
      [
        { qid: 'cr1', rating: 4, comment: 'Clear' },
        { qid: 'cr9', rating: 4, comment: 'Good' },
      ],
    ];
    for (const resp of tries) {
      const response = await t.call('updateCourseFeedback', { bcid, crir: 'cr', resp }, cookie);
      expect(response.statusCode, JSON.stringify(resp)).toBe(400);
    }
    const resp = [
      { qid: 'cr1', rating: 4, comment: 'Clear' },
      { qid: 'cr2', rating: 1, comment: 'No readings used' },
    ];
    expect((await t.call('updateCourseFeedback', { bcid, crir: 'cr', resp }, cookie)).statusCode).toBe(200);
  });

  it('answers code 0 when the admin disabled the form, or there is none, and refuses a submission', async () => {
    const pd102 = 'pharmd-2026-pd102';
    expect((await t.call('getCourseFeedback', { bcid: pd102, crir: 'cr' }, aliceCookie)).json()).toEqual({
      code: 0,
    });
    expect((await t.call('getCourseFeedback', { bcid: pd102, crir: 'ir' }, aliceCookie)).json()).toEqual({
      code: 0,
    });
    const refused = await t.call(
      'updateCourseFeedback',
      { bcid: pd102, crir: 'cr', resp: [{ qid: 'cr1', rating: 3 }] },
      aliceCookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Feedback is disabled from Admin');
  });
});
