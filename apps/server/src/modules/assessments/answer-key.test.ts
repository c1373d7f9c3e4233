import { rm } from 'node:fs/promises';
import { assessmentRefusals } from '@aula/contract/assessment-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alice,
  assessmentsBundle,
  bob,
  createAssessmentsApp,
  examWindow,
  rightAnswers,
} from '../../../test/assessments-fixture.ts';
import { writeBundle } from '../../../test/bundle-fixture.ts';
import { importContent } from '../../content-sections.ts';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { assessments } from '../../db/schema/content.ts';
import { assessmentCacheOf } from './assessment-cache.ts';

// Issue 20: with an answer date equal to the end (as imported before the rule), the key was answered
// 2 s after the end while saves were still accepted for 60 s, and a learner copied it into the open
// attempt. The key shows only after the end plus the grace, only to a learner whose attempt is closed.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
const start = new Date(examWindow.startdate);
const end = new Date(examWindow.enddate);
const exam = { assessid: 'pd-exam', quiztype: 'assess' };
const plus = (moment: Date, seconds: number) => new Date(moment.getTime() + seconds * 1000);

beforeAll(async () => {
  t = await createAssessmentsApp();
  // An assessment imported before the rule: its answer date is its end.
  await t.database.db.update(assessments).set({ answerdate: end }).where(eq(assessments.assessid, 'pd-exam'));
  assessmentCacheOf(t.database.db).clear();
});
afterAll(() => t.app.close());
beforeEach(async () => {
  await t.database.db.delete(assessmentAttempts);
});

async function signInAt(moment: Date, learner = alice): Promise<string> {
  t.clock.set(moment);
  return t.cookieOf(learner);
}
const answersOf = (cookie: string, learner = alice) =>
  t.call('getAssessmentAnswers', { eid: learner.email, ...exam }, cookie);

describe('the answer key and the grace', () => {
  it('is refused during the grace, even with the answer date passed, and the copied key is never scored', async () => {
    const cookie = await signInAt(plus(start, 600));
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    await t.call(
      'updateAssessment',
      { eid: alice.email, ...exam, device: 'd', seq: 1, quizdata: { response: [], status: 0 } },
      cookie,
    );
    for (const moment of [plus(end, 2), plus(end, 60)]) {
      t.clock.set(moment);
      const early = await answersOf(cookie);
      expect(early.statusCode, early.body).toBe(403);
      expect(early.body).not.toMatch(/correct/);
      expect(early.json().error.message).toBe(assessmentRefusals.answersNotYet);
    }
    const list = await t.call(
      'getAssessment',
      { eid: alice.email, bcid: 'pharmd-2026-pd101', quiztype: 'assess' },
      cookie,
    );
    expect(list.json().assessments[0]).toMatchObject({ answersAvailable: false });
    t.clock.set(plus(end, 61));
    const after = await answersOf(cookie);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().score).toBe(0);
  });

  it('is refused to a learner whose own assignment is a draft or not started, and given once it is submitted', async () => {
    // An assignment has no end: an answer date alone opens its key, but not to a draft.
    await t.database.db
      .update(assessments)
      .set({ answerdate: start })
      .where(eq(assessments.assessid, 'pd-assignment'));
    assessmentCacheOf(t.database.db).clear();
    const assignment = { assessid: 'pd-assignment', quiztype: 'assign' };
    const cookie = await signInAt(plus(start, 600));
    await t.call('getAssessmentQuiz', { eid: alice.email, ...assignment }, cookie);
    const draft = await t.call('getAssessmentAnswers', { eid: alice.email, ...assignment }, cookie);
    expect(draft.statusCode).toBe(403);
    expect(draft.json().error.message).toBe(assessmentRefusals.answersAfterSubmission);
    const listed = (eid: string, cookie: string) =>
      t.call('getAssessment', { eid, bcid: 'pharmd-2026-pd101', quiztype: 'assign' }, cookie);
    expect((await listed(alice.email, cookie)).json().assessments[0].answersAvailable).toBe(false);
    // Never started: an assignment can still be started, so its key read now could be copied into it.
    const bobs = await signInAt(plus(start, 600), bob);
    const fresh = await t.call('getAssessmentAnswers', { eid: bob.email, ...assignment }, bobs);
    expect(fresh.statusCode, fresh.body).toBe(403);
    expect((await listed(bob.email, bobs)).json().assessments[0].answersAvailable).toBe(false);
    const response = [
      { iid: 'a1', text: 'Mine' },
      { iid: 'a2', selected: [1] },
    ];
    const submitted = await t.call(
      'updateAssessment',
      { eid: alice.email, ...assignment, device: 'd', seq: 1, quizdata: { response, status: 1 } },
      cookie,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(
      (await t.call('getAssessmentAnswers', { eid: alice.email, ...assignment }, cookie)).statusCode,
    ).toBe(200);
    expect((await listed(alice.email, cookie)).json().assessments[0].answersAvailable).toBe(true);
  });

  it('gives a learner who never started the key once the assessment can no longer be started', async () => {
    const bobs = await signInAt(plus(end, 61), bob);
    const answers = await answersOf(bobs, bob);
    expect(answers.statusCode, answers.body).toBe(200);
    expect(answers.json().score).toBeNull();
  });

  it('gives a submitted attempt its key and score once the grace is over', async () => {
    const cookie = await signInAt(plus(start, 600));
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    await t.call(
      'updateAssessment',
      { eid: alice.email, ...exam, device: 'd', seq: 1, quizdata: { response: rightAnswers, status: 1 } },
      cookie,
    );
    t.clock.set(plus(end, 30));
    expect((await answersOf(cookie)).statusCode).toBe(403);
    t.clock.set(plus(end, 61));
    expect((await answersOf(cookie)).json().score).toBe(100);
  });
});

describe('importing an assessment', () => {
  it('refuses an answer date earlier than the end plus the grace, naming the assessment', async () => {
    const window = { ...examWindow, answerdate: plus(end, 59).toISOString() };
    const folder = await writeBundle(assessmentsBundle(window));
    try {
      await expect(importContent(t.database.db, folder, t)).rejects.toThrow(
        /pd-exam: the answer date must be at least 60 s \(the answer grace\) after enddate/,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.assessid, 'pd-exam'));
    expect(row?.answerdate).toEqual(end);
  });
});
