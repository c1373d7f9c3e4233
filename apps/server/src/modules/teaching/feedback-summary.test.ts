import type { FeedbackQuestionSummary } from '@aula/contract/staff-feedback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, createQuizApp, fixtureOid } from '../../../test/quiz-fixture.ts';
import { type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';

let t: Awaited<ReturnType<typeof createQuizApp>>;
let instructor: StaffWithSession;
let otherInstructor: StaffWithSession;
const bcid = 'pharmd-2026-pd101';

beforeAll(async () => {
  t = await createQuizApp();
  const { db } = t.database;
  instructor = await staffSession(db, [{ role: 'instructor', scope: 'pd101' }], { oid: fixtureOid });
  otherInstructor = await staffSession(db, [{ role: 'instructor', scope: 'pd103' }], { oid: fixtureOid });
  // Both learners of the course answer its two forms, as the player sends them.
  const given = [
    [alice, [4, 5], ['Zebra-striped slides', 'Clear']],
    [bob, [2, 1], ['apt examples', 'Not used']],
  ] as const;
  for (const [learner, ratings, comments] of given) {
    const cookie = await t.cookieOf(learner);
    const resp = ['cr1', 'cr2'].map((qid, i) => ({ qid, rating: ratings[i], comment: comments[i] }));
    const course = await t.call('updateCourseFeedback', { bcid, crir: 'cr', resp }, cookie);
    expect(course.statusCode, course.body).toBe(200);
    const instructorForm = await t.call(
      'updateCourseFeedback',
      { bcid, crir: 'ir', resp: [{ qid: 'ir1', rating: ratings[0] }] },
      cookie,
    );
    expect(instructorForm.statusCode, instructorForm.body).toBe(200);
  }
});
afterAll(() => t.app.close());

describe('what learners say of a course (staff/getFeedbackSummary)', () => {
  it('counts each rating per question and lists the comments in alphabetical order', async () => {
    const response = await t.call('staff/getFeedbackSummary', { bcid, crir: 'cr' }, instructor.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const summary: { responses: number; questions: FeedbackQuestionSummary[] } = response.json();
    expect(summary).toEqual({
      responses: 2,
      questions: [
        {
          qid: 'cr1',
          question: 'The course met my needs.',
          counts: [0, 1, 0, 1, 0],
          comments: ['apt examples', 'Zebra-striped slides'],
        },
        {
          qid: 'cr2',
          question: 'The readings helped.',
          counts: [1, 0, 0, 0, 1],
          comments: ['Clear', 'Not used'],
        },
      ],
    });
    const instructorForm = await t.call('staff/getFeedbackSummary', { bcid, crir: 'ir' }, instructor.cookie);
    expect(instructorForm.json()).toEqual({
      responses: 2,
      questions: [
        { qid: 'ir1', question: 'The instructor explained clearly.', counts: [0, 1, 0, 1, 0], comments: [] },
      ],
    });
  });

  it('never sends who answered or when', async () => {
    const response = await t.call('staff/getFeedbackSummary', { bcid, crir: 'cr' }, instructor.cookie);
    const text = response.body.toLowerCase();
    for (const learner of [alice, bob]) {
      expect(text).not.toContain(learner.email.toLowerCase());
      expect(text).not.toContain(learner.email.split('@')[0] ?? learner.email);
    }
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('refuses the feedback of a course the member does not teach, saying nothing of it', async () => {
    const response = await t.call('staff/getFeedbackSummary', { bcid, crir: 'cr' }, otherInstructor.cookie);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.body).not.toContain('Zebra');
  });

  it('answers no questions for a course without a form of that kind', async () => {
    const response = await t.call(
      'staff/getFeedbackSummary',
      { bcid: 'pharmd-2026-pd103', crir: 'ir' },
      (await staffSession(t.database.db, [{ role: 'admin', scope: null }], { oid: fixtureOid })).cookie,
    );
    expect(response.json()).toEqual({ responses: 0, questions: [] });
  });
});
