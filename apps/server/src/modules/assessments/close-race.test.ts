import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, createAssessmentsApp, examWindow, rightAnswers } from '../../../test/assessments-fixture.ts';

// Issue 20: closing an attempt past the grace read its answers and then set it submitted without a
// lock, so a save accepted just inside the grace could commit in between: stored, never scored. Here a
// save holds the attempt's row lock (as both save paths do) while the close arrives; the close must
// wait for it and score its answer. Needs a second connection: PostgreSQL only (PGlite has one).

const exam = { assessid: 'pd-exam', quiztype: 'assess' };
const plus = (moment: Date, seconds: number) => new Date(moment.getTime() + seconds * 1000);

describe.skipIf(!process.env.DATABASE_URL)('closing an attempt past the grace', () => {
  let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
  let other: postgres.Sql;

  beforeAll(async () => {
    t = await createAssessmentsApp();
    other = postgres(t.database.url as string, { max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await other.end();
    await t.app.close();
  });

  it('waits for a save holding the attempt and scores its answers', async () => {
    t.clock.set(plus(new Date(examWindow.startdate), 600));
    const cookie = await t.cookieOf(alice);
    await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie);
    const first = await t.call(
      'updateAssessment',
      {
        eid: alice.email,
        ...exam,
        device: 'd',
        seq: 1,
        quizdata: { response: [rightAnswers[0]], status: 0 },
      },
      cookie,
    );
    expect(first.statusCode, first.body).toBe(200);

    // A save inside the grace: it holds the attempt's row and has written its answer, not yet committed.
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const save = other.begin(async (tx) => {
      await tx`select status from assessment_attempts where eid = ${alice.email} and assessid = 'pd-exam' for update`;
      await tx`insert into assessment_answers (oid, assessid, eid, iid, answer, device, seq, saved_at)
        values ('TESTORG', 'pd-exam', ${alice.email}, 'i2', ${tx.json(rightAnswers[1] as postgres.JSONValue)},
          'd', 2, now())`;
      holding();
      await committed;
    });
    await held;

    // Past the grace, the list closes the draft: it must wait for the save's lock.
    t.clock.set(plus(new Date(examWindow.enddate), 61));
    const closing = t.call(
      'getAssessment',
      { eid: alice.email, bcid: 'pharmd-2026-pd101', quiztype: 'assess' },
      cookie,
    );
    for (;;) {
      const [waiting] = await other`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`;
      if ((waiting?.n as number) > 0) break;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    commit();
    await save;
    const list = await closing;
    expect(list.statusCode, list.body).toBe(200);
    // Two of the six objective questions right: both saves' answers are scored.
    expect(list.json().assessments[0]).toMatchObject({ status: 1, score: 33.33 });
  });
});
