import { assessmentMessages, assessmentRefusals } from '@aula/contract/assessment-limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alice,
  bcid,
  bob,
  carol,
  createAssessmentsApp,
  examWindow,
  rightAnswers,
} from '../../../test/assessments-fixture.ts';
import { assessmentAnswers, assessmentAttempts } from '../../db/schema/assessment-attempts.ts';

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
const start = new Date(examWindow.startdate);
const end = new Date(examWindow.enddate);
const answerDate = new Date(examWindow.answerdate);
const exam = { assessid: 'pd-exam', quiztype: 'assess' };
const assignment = { assessid: 'pd-assignment', quiztype: 'assign' };

beforeAll(async () => {
  t = await createAssessmentsApp();
});
afterAll(() => t.app.close());
beforeEach(async () => {
  t.clock.reset();
  await t.database.db.delete(assessmentAttempts);
});

/** Moves the clock to `moment` and signs `learner` in there. */
async function at(moment: Date, learner = alice): Promise<string> {
  t.clock.set(moment);
  return t.cookieOf(learner);
}
const plus = (moment: Date, seconds: number) => new Date(moment.getTime() + seconds * 1000);
const during = plus(start, 600);

function save(
  cookie: string,
  seq: number,
  response: unknown[],
  status = 0,
  extra: Record<string, unknown> = {},
) {
  return t.call(
    'updateAssessment',
    { eid: alice.email, ...exam, device: 'dev-1', seq, quizdata: { response, status }, ...extra },
    cookie,
  );
}

async function list(cookie: string, quiztype = 'assess', eid = alice.email) {
  const response = await t.call('getAssessment', { eid, bcid, quiztype }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().assessments as Array<Record<string, unknown>>;
}

describe('getAssessment', () => {
  it('lists the course assessments with their window, opening Start only inside it by the server clock', async () => {
    const before = await list(await at(plus(start, -1)));
    expect(before).toEqual([
      expect.objectContaining({
        assessid: 'pd-exam',
        startdate: start.toISOString(),
        enddate: end.toISOString(),
        questions: 8,
        status: null,
        open: false,
        score: null,
        answersAvailable: false,
      }),
    ]);
    expect(before[0]?.instructions).not.toContain('<script');
    expect((await list(await at(start)))[0]?.open).toBe(true);
    expect((await list(await at(end)))[0]?.open).toBe(false);
    expect(await list(await at(during), 'assign')).toEqual([
      expect.objectContaining({ assessid: 'pd-assignment', startdate: null, open: true, status: null }),
    ]);
  });

  it('shows the score only after the end, and the answers only after the answer date', async () => {
    const cookie = await at(during);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    expect((await save(cookie, 1, rightAnswers, 1)).statusCode).toBe(200);
    expect((await list(cookie))[0]).toMatchObject({ status: 1, score: null, open: true });
    expect((await list(await at(end)))[0]).toMatchObject({ score: 100, answersAvailable: false });
    expect((await list(await at(answerDate)))[0]).toMatchObject({ score: 100, answersAvailable: true });
  });

  it("refuses a course whose batch is not the learner's", async () => {
    const response = await t.call(
      'getAssessment',
      { eid: carol.email, bcid, quiztype: 'assess' },
      await at(during, carol),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('getAssessmentQuiz', () => {
  it('starts an attempt inside the window, without a word about the right answers', async () => {
    const response = await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, await at(during));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toMatch(/correct|Selected/i);
    const quiz = response.json();
    expect(quiz.qitems.map((item: { atype: number }) => item.atype)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(quiz.qitems[5].matches).toEqual([
      'A possible association',
      'Giving it again',
      'Stopping the medicine',
    ]);
    expect(quiz.attempt).toEqual({ status: 0, response: [], lastSavedAt: null });
  });

  it('refuses before the start and after the end, and says a submitted attempt is submitted', async () => {
    const early = await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, await at(plus(start, -1)));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(assessmentRefusals.notOpen);
    const late = await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, await at(end));
    expect(late.statusCode).toBe(409);

    const cookie = await at(during);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    await save(cookie, 1, [], 1);
    const again = await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(assessmentMessages.assessmentSubmitted);
  });
});

describe('updateAssessment', () => {
  it('saves idempotently: a retry never doubles, an older sequence never overwrites a newer one', async () => {
    const cookie = await at(during);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    expect(
      (
        await save(cookie, 2, [
          { iid: 'i1', selected: [2] },
          { iid: 'i7', text: 'second' },
        ])
      ).statusCode,
    ).toBe(200);
    // The older save arrives late, then the newer one is retried.
    expect(
      (
        await save(cookie, 1, [
          { iid: 'i1', selected: [0] },
          { iid: 'i2', selected: [1] },
        ])
      ).statusCode,
    ).toBe(200);
    const retried = await save(cookie, 2, [
      { iid: 'i1', selected: [2] },
      { iid: 'i7', text: 'second' },
    ]);
    expect(retried.json().response).toEqual([
      { iid: 'i1', selected: [2] },
      { iid: 'i2', selected: [1] },
      { iid: 'i7', text: 'second' },
    ]);
    expect(retried.json().lastSavedAt).toBe(during.toISOString());
    const rows = await t.database.db
      .select()
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.eid, alice.email));
    expect(rows).toHaveLength(3);

    // A reload (or another device) resumes with every saved answer; blank descriptive answers are dropped.
    await t.call(
      'updateAssessment',
      {
        eid: alice.email,
        ...exam,
        device: 'dev-2',
        seq: 1,
        quizdata: { response: [{ iid: 'i7', text: '  \n ' }], status: 0 },
      },
      cookie,
    );
    const resumed = await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    expect(resumed.json().attempt.response).toEqual([
      { iid: 'i1', selected: [2] },
      { iid: 'i2', selected: [1] },
    ]);
  });

  it("takes a closing page's keep-alive copy and the queue's own send of one save together, as one", async () => {
    const cookie = await at(during);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    expect((await save(cookie, 1, [{ iid: 'i1', selected: [0] }])).statusCode).toBe(200);
    // The page closes: the keep-alive copy of save 2 and the queue's own send of it arrive together, and
    // the queue's retry of save 1 (its answer lost with the page) comes after.
    const both = await Promise.all([
      save(cookie, 2, [{ iid: 'i1', selected: [2] }]),
      save(cookie, 2, [{ iid: 'i1', selected: [2] }]),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    const late = await save(cookie, 1, [{ iid: 'i1', selected: [0] }]);
    expect(late.json().response).toEqual([{ iid: 'i1', selected: [2] }]);
    const rows = await t.database.db
      .select()
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.eid, alice.email));
    expect(rows.map((row) => [row.iid, row.seq])).toEqual([['i1', 2]]);
  });

  it('refuses answers after the end plus 60 s of grace, and submits the draft as it stands', async () => {
    const cookie = await at(during);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    await save(cookie, 1, rightAnswers.slice(0, 3));
    t.clock.set(plus(end, 60));
    expect((await save(cookie, 2, [{ iid: 'i4', selected: [1] }])).statusCode).toBe(200);
    t.clock.set(plus(end, 61));
    const late = await save(cookie, 3, [{ iid: 'i5', selected: [0, 2] }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(assessmentRefusals.closed);
    expect((await list(cookie))[0]).toMatchObject({ status: 1, score: 66.67 });
    const after = await save(cookie, 4, [{ iid: 'i5', selected: [0, 2] }]);
    expect(after.json().error.message).toBe(assessmentMessages.assessmentSubmitted);
  });

  it('accepts exactly one submission, answers its retry alike, and never reopens', async () => {
    const cookie = await at(during);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    const submitted = await save(cookie, 5, [...rightAnswers, { iid: 'i7', text: 'Because.' }], 1);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe(1);
    const [first] = await t.database.db.select().from(assessmentAttempts);

    t.clock.set(plus(during, 5));
    const retry = await save(cookie, 5, [...rightAnswers, { iid: 'i7', text: 'Because.' }], 1);
    expect(retry.statusCode).toBe(200);
    const second = await save(cookie, 6, [{ iid: 'i1', selected: [1] }], 1);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(assessmentMessages.assessmentSubmitted);
    const draft = await save(cookie, 7, [{ iid: 'i1', selected: [1] }], 0);
    expect(draft.statusCode).toBe(409);
    const [after] = await t.database.db.select().from(assessmentAttempts);
    expect(after).toEqual(first);
    expect(after?.score).toBe(100);
  });

  it("keeps each learner's attempt apart: another learner never reads or writes it", async () => {
    const cookie = await at(during);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    await save(cookie, 1, [{ iid: 'i7', text: "Alice's answer" }]);
    const bobs = await at(during, bob);
    const quiz = await t.call('getAssessmentQuiz', { eid: bob.email, ...exam }, bobs);
    expect(quiz.json().attempt.response).toEqual([]);
    // Bob naming Alice is refused; Bob's own save writes Bob's attempt only.
    expect((await save(bobs, 1, [{ iid: 'i7', text: 'overwritten' }])).statusCode).toBe(403);
    const carols = await at(during, carol);
    const foreign = await t.call('getAssessmentQuiz', { eid: carol.email, ...exam }, carols);
    expect(foreign.statusCode).toBe(403);
    const rows = await t.database.db
      .select({ answer: assessmentAnswers.answer })
      .from(assessmentAnswers)
      .where(and(eq(assessmentAnswers.eid, alice.email), eq(assessmentAnswers.iid, 'i7')));
    expect(rows).toEqual([{ answer: { iid: 'i7', text: "Alice's answer" } }]);
  });

  it('refuses answers that do not fit their question', async () => {
    const cookie = await at(during);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    for (const answer of [
      { iid: 'i1', selected: [0, 1] },
      { iid: 'i1', selected: [3] },
      { iid: 'i1', text: 'A' },
      { iid: 'i6', matched: [0] },
      { iid: 'nope', selected: [0] },
    ]) {
      const response = await save(cookie, 1, [answer]);
      expect(response.statusCode, JSON.stringify(answer)).toBe(400);
    }
  });

  it('submits an assignment only once every question is answered; it has no score', async () => {
    const cookie = await at(during);
    const body = { eid: alice.email, ...assignment, device: 'dev-1' };
    await t.call('getAssessmentQuiz', { eid: alice.email, ...assignment }, cookie);
    const next = await t.call(
      'updateAssessment',
      { ...body, seq: 1, quizdata: { response: [{ iid: 'a1', text: 'Mine' }], status: 0 } },
      cookie,
    );
    expect(next.statusCode).toBe(200);
    const early = await t.call(
      'updateAssessment',
      { ...body, seq: 2, quizdata: { response: [], status: 1 } },
      cookie,
    );
    expect(early.statusCode).toBe(409);
    const last = await t.call(
      'updateAssessment',
      { ...body, seq: 3, quizdata: { response: [{ iid: 'a2', selected: [0] }], status: 1 } },
      cookie,
    );
    expect(last.json().status).toBe(1);
    expect((await list(cookie, 'assign'))[0]).toMatchObject({ status: 1, score: null, open: true });
    const again = await t.call('getAssessmentQuiz', { eid: alice.email, ...assignment }, cookie);
    expect(again.json().error.message).toBe(assessmentMessages.assignmentSubmitted);
  });
});

describe('getAssessmentAnswers', () => {
  it('refuses the right answers before the answer date, and gives them with the score after', async () => {
    const cookie = await at(during);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    await save(cookie, 1, rightAnswers.slice(0, 4), 1);
    for (const moment of [during, end, plus(answerDate, -1)]) {
      const early = await t.call('getAssessmentAnswers', { eid: alice.email, ...exam }, await at(moment));
      expect(early.statusCode).toBe(403);
      expect(early.body).not.toMatch(/correct/);
    }
    const answers = await t.call('getAssessmentAnswers', { eid: alice.email, ...exam }, await at(answerDate));
    expect(answers.statusCode, answers.body).toBe(200);
    const result = answers.json();
    expect(result.score).toBe(66.67);
    expect(result.qitems.map((item: { correct: number[] }) => item.correct)).toEqual([
      [0],
      [0],
      [0, 1],
      [1],
      [0, 2],
      [2, 1, 0],
      [],
      [],
    ]);
    expect(result.response).toEqual(rightAnswers.slice(0, 4));
  });
});

describe('getServerTime', () => {
  it("answers the server's clock and the poll delay", async () => {
    const cookie = await at(during);
    const response = await t.call('getServerTime', { eid: alice.email }, cookie);
    expect(response.json()).toEqual({ itime: during.getTime(), delay: 1000 });
  });
});
