import { assessmentMessages } from '@aula/contract/assessment-limits';
import type { Answer } from '@aula/contract/assessments';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, createAssessmentsApp, examWindow } from '../../../test/assessments-fixture.ts';
import { assessmentAnswers, assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { assessments } from '../../db/schema/content.ts';
import { isAnswered, scoreOf } from './answer-rules.ts';
import { answersOf, findAttempt } from './attempt-store.ts';
import { closePastGrace } from './close-past-grace.ts';
import { itemsOf } from './policy.ts';

// A learner's device saves answers over a bad connection: saves are lost on the way or their
// acknowledgement is lost (so they are sent again), queued saves go out of order, the page reconnects
// and reloads; several queued saves go at once, beside another learner's, so they meet in the server's
// save batches (ADR 0054). Whatever the interleaving, the server holds for each question the answer of
// the newest save it received, a reload shows exactly that, and the one submission scores the last
// answers once. And when the grace runs out while saves are on their way, the server's close of the
// draft and the saves take turns on the attempt: every save it accepted is in the score (issue 20).

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
let cookie: string;
let bobCookie: string;
const exam = { eid: alice.email, assessid: 'pd-exam', quiztype: 'assess' };

beforeAll(async () => {
  t = await createAssessmentsApp();
  t.clock.set(new Date(new Date(examWindow.startdate).getTime() + 60_000));
  cookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
});
afterAll(() => t.app.close());

type Action =
  | { kind: 'answer'; iid: 'i1' | 'i3' | 'i6' | 'i7'; value: number }
  | { kind: 'send'; pick: number; ackLost: boolean }
  | { kind: 'burst'; picks: number[]; acksLost: boolean[] }
  | { kind: 'reconnect' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('answer' as const),
    iid: fc.constantFrom('i1' as const, 'i3' as const, 'i6' as const, 'i7' as const),
    value: fc.nat(7),
  }),
  fc.record({ kind: fc.constant('send' as const), pick: fc.nat(), ackLost: fc.boolean() }),
  fc.record({
    kind: fc.constant('burst' as const),
    picks: fc.array(fc.nat(), { minLength: 2, maxLength: 4 }),
    acksLost: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('reconnect' as const) }),
);

function answerOf(iid: string, value: number): Answer {
  if (iid === 'i1') return { iid, selected: [value % 3] };
  if (iid === 'i3') return { iid, selected: [0, 1, 2].filter((index) => value & (1 << index)) };
  if (iid === 'i6') return { iid, matched: [value % 3, (value + 1) % 3, (value + 2) % 3] };
  return { iid, text: value === 0 ? '  ' : `answer ${value}` };
}

interface Save {
  seq: number;
  response: Answer[];
}

function send(save: Save, status: 0 | 1 = 0) {
  return t.call(
    'updateAssessment',
    { ...exam, device: 'phone', seq: save.seq, quizdata: { response: save.response, status } },
    cookie,
  );
}

/** What the server must hold: for each question, the answer of the newest save that reached it. */
function expectedAnswers(stored: Map<string, { seq: number; answer: Answer }>): Answer[] {
  return ['i1', 'i3', 'i6', 'i7'].flatMap((iid) => {
    const answer = stored.get(iid)?.answer;
    return answer && isAnswered(answer) ? [answer] : [];
  });
}

describe('saving answers over a bad connection', () => {
  it('keeps the newest answer of each question and scores the attempt exactly once', async () => {
    const items = await itemsOf(t.database.db, 'TESTORG', 'pd-exam');
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), async (actions) => {
        await t.database.db.delete(assessmentAttempts);
        expect((await t.call('getAssessmentQuiz', exam, cookie)).statusCode).toBe(200);
        const bobExam = { ...exam, eid: bob.email };
        expect((await t.call('getAssessmentQuiz', bobExam, bobCookie)).statusCode).toBe(200);
        let bobSeq = 0;
        /** Bob's save, sent beside Alice's, so that her saves share statements with another attempt's. */
        const bobSaves = async () => {
          bobSeq += 1;
          const quizdata = { response: [answerOf('i1', bobSeq)], status: 0 };
          const response = await t.call(
            'updateAssessment',
            { ...bobExam, device: 'pc', seq: bobSeq, quizdata },
            bobCookie,
          );
          expect(response.statusCode, response.body).toBe(200);
        };
        let seq = 0;
        const pending: Save[] = [];
        const stored = new Map<string, { seq: number; answer: Answer }>();
        const deliver = async (save: Save) => {
          const response = await send(save);
          expect(response.statusCode, response.body).toBe(200);
          for (const answer of save.response) {
            const current = stored.get(answer.iid);
            if (!current || current.seq < save.seq) stored.set(answer.iid, { seq: save.seq, answer });
          }
        };

        for (const step of actions) {
          if (step.kind === 'answer') {
            seq += 1;
            pending.push({ seq, response: [answerOf(step.iid, step.value)] });
          } else if (step.kind === 'send' && pending.length > 0) {
            const index = step.pick % pending.length;
            const save = pending[index] as Save;
            await deliver(save);
            // An acknowledged save leaves the queue; one whose acknowledgement was lost is sent again.
            if (!step.ackLost) pending.splice(index, 1);
          } else if (step.kind === 'burst' && pending.length > 0) {
            // Several queued saves at once (a flaky connection's retries overlapping), beside Bob's.
            const picked = [...new Set(step.picks.map((pick) => pick % pending.length))].map(
              (index) => pending[index] as Save,
            );
            await Promise.all([...picked.map(deliver), bobSaves()]);
            for (const [index, save] of picked.entries()) {
              if (!step.acksLost[index]) pending.splice(pending.indexOf(save), 1);
            }
          } else if (step.kind === 'reconnect') {
            const resumed = await t.call('getAssessmentQuiz', exam, cookie);
            expect(resumed.json().attempt.response).toEqual(expectedAnswers(stored));
          }
        }
        // Back online for good: the queue drains (newest first, the worst order), then the learner submits.
        for (const save of pending.reverse()) await deliver(save);
        const submit = { seq: seq + 1, response: [] };
        const submitted = await send(submit, 1);
        expect(submitted.statusCode, submitted.body).toBe(200);
        const final = expectedAnswers(stored);
        expect(submitted.json()).toMatchObject({ status: 1, response: final });

        const [once] = await t.database.db
          .select()
          .from(assessmentAttempts)
          .where(eq(assessmentAttempts.eid, alice.email));
        expect(once?.score).toBe(scoreOf(items, new Map(final.map((answer) => [answer.iid, answer]))));
        // The submission's lost acknowledgement: its retry is answered alike; anything else is refused.
        expect((await send(submit, 1)).statusCode).toBe(200);
        const second = await send({ seq: seq + 2, response: [] }, 1);
        expect(second.json().error.message).toBe(assessmentMessages.assessmentSubmitted);
        expect((await send({ seq: seq + 3, response: [answerOf('i1', 1)] })).statusCode).toBe(409);
        const [after] = await t.database.db
          .select()
          .from(assessmentAttempts)
          .where(eq(assessmentAttempts.eid, alice.email));
        expect(after).toEqual(once);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe('closing the draft as the grace runs out', () => {
  it('scores every save it accepted just inside the grace, however the close interleaves with them', async () => {
    const items = await itemsOf(t.database.db, 'TESTORG', 'pd-exam');
    const [assessment] = await t.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.assessid, 'pd-exam'));
    if (!assessment?.enddate) throw new Error('the fixture exam has an end');
    const lastInGrace = new Date(assessment.enddate.getTime() + 60_000);
    const pastGrace = new Date(lastInGrace.getTime() + 1000);
    const key = { oid: 'TESTORG', assessid: 'pd-exam', eid: alice.email };
    const answerStep = fc.record({
      iid: fc.constantFrom('i1' as const, 'i3' as const, 'i6' as const, 'i7' as const),
      value: fc.nat(7),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(answerStep, { maxLength: 3 }),
        fc.array(answerStep, { minLength: 1, maxLength: 4 }),
        fc.nat(4),
        async (before, racing, closeAt) => {
          t.clock.set(new Date(examWindow.startdate));
          await t.database.db.delete(assessmentAttempts);
          expect((await t.call('getAssessmentQuiz', exam, cookie)).statusCode).toBe(200);
          let seq = 0;
          for (const step of before) {
            seq += 1;
            expect((await send({ seq, response: [answerOf(step.iid, step.value)] })).statusCode).toBe(200);
          }
          // The last second of the grace by this server's clock; the close comes from a request a
          // second later (another server's, or this one's next), all at once.
          t.clock.set(lastInGrace);
          const saves = racing.map((step) => {
            seq += 1;
            return { seq, response: [answerOf(step.iid, step.value)] };
          });
          const close = async () => {
            const attempt = await findAttempt(t.database.db, key);
            await closePastGrace(t.database.db, assessment, attempt, key, pastGrace);
          };
          let closing: Promise<void> | undefined;
          const sent = saves.map((save, index) => {
            if (index === closeAt) closing = close();
            return send(save);
          });
          const [responses] = await Promise.all([Promise.all(sent), closing ?? close()]);

          const [attempt] = await t.database.db
            .select()
            .from(assessmentAttempts)
            .where(eq(assessmentAttempts.eid, alice.email));
          expect(attempt?.status).toBe(1);
          const stored = await answersOf(t.database.db, key);
          expect(attempt?.score).toBe(scoreOf(items, stored));
          const rows = await t.database.db
            .select({ iid: assessmentAnswers.iid, seq: assessmentAnswers.seq })
            .from(assessmentAnswers)
            .where(eq(assessmentAnswers.eid, alice.email));
          for (const [index, save] of saves.entries()) {
            const response = responses[index];
            // A save that found the attempt closed is refused; one accepted is in what was scored.
            if (response?.statusCode !== 200) {
              expect(response?.json().error.message).toBe(assessmentMessages.assessmentSubmitted);
              continue;
            }
            for (const answer of save.response) {
              expect(rows.find((row) => row.iid === answer.iid)?.seq).toBeGreaterThanOrEqual(save.seq);
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
