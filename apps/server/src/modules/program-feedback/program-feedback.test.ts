import { programFeedbackMessages } from '@aula/contract/program-feedback';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, carol, createLearnerHomeApp, fixtureOid } from '../../../test/learner-home-fixture.ts';
import { createStaffActor } from '../../../test/staff-actors.ts';
import { programFeedbackResponses } from '../../db/schema/program-feedback.ts';
import { setBatchSwitch } from '../course/index.ts';

let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
let aliceCookie: string;
let bobCookie: string;

const answers = [
  { qid: 'fb1', answer: 0 },
  { qid: 'fb2', answer: 4 },
];

beforeAll(async () => {
  t = await createLearnerHomeApp();
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
});
afterAll(() => t.app.close());

const getForm = (cookie: string, eid: string) =>
  t.call('getfeedback', { eid, pid: 'pharmd', bpid: 'pharmd-2026' }, cookie);
const submit = (cookie: string, eid: string, response: unknown) =>
  t.call('updatefeedback', { eid, obid: 'pharmd-2026', response }, cookie);

describe('program feedback', () => {
  it('gives the questions, takes one submission, then answers code 1', async () => {
    const form = await getForm(aliceCookie, alice.email);
    expect(form.json()).toEqual({
      questions: [
        { qid: 'fb1', question: 'The content met my needs.' },
        { qid: 'fb2', question: 'I would recommend it.' },
      ],
    });
    const first = await submit(aliceCookie, alice.email, answers);
    expect(first.statusCode, first.body).toBe(200);
    expect((await getForm(aliceCookie, alice.email)).json()).toEqual({ code: 1 });

    const again = await submit(aliceCookie, alice.email, answers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(programFeedbackMessages.alreadySubmitted);
    // Another learner of the batch still has their own submission to make.
    expect((await getForm(bobCookie, bob.email)).json()).toHaveProperty('questions');
  });

  it('stores one submission when two arrive at once', async () => {
    const results = await Promise.all([
      submit(bobCookie, bob.email, answers),
      submit(bobCookie, bob.email, answers),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(programFeedbackResponses)
      .where(and(eq(programFeedbackResponses.oid, fixtureOid), eq(programFeedbackResponses.eid, bob.email)));
    expect(rows).toHaveLength(1);
  });

  it('accepts answer codes 0 to 4 only, naming the field', async () => {
    const response = await submit(aliceCookie, alice.email, [{ qid: 'fb1', answer: 5 }]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['response.0.answer']);
  });

  it('refuses unknown questions, answers twice over and missing answers', async () => {
    const carolCookie = await t.cookieOf(carol);
    // Carol is not enrolled: the batch check comes first.
    expect((await submit(carolCookie, carol.email, answers)).statusCode).toBe(403);

    await t.database.db.delete(programFeedbackResponses);
    const unknown = await submit(aliceCookie, alice.email, [...answers, { qid: 'fb9', answer: 1 }]);
    expect(unknown.json().error.fields).toEqual({ 'response.2.qid': 'unknown question' });
    const twice = await submit(aliceCookie, alice.email, [...answers, { qid: 'fb1', answer: 1 }]);
    expect(twice.json().error.fields).toEqual({ 'response.2.qid': 'answered twice' });
    const missing = await submit(aliceCookie, alice.email, [{ qid: 'fb1', answer: 1 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ response: 'unanswered: fb2' });
  });

  it("answers code 0 and refuses submissions once an admin switched the batch's feedback off", async () => {
    await t.database.db.delete(programFeedbackResponses);
    const admin = await createStaffActor(t.database.db, fixtureOid);
    const at = { now: t.clock.now(), ip: null };
    await setBatchSwitch(
      t.database.db,
      admin,
      { kind: 'programFeedback', bpid: 'pharmd-2026', enabled: false },
      at,
    );
    try {
      expect((await getForm(aliceCookie, alice.email)).json()).toEqual({ code: 0 });
      const response = await submit(aliceCookie, alice.email, answers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Feedback is disabled from Admin');
      expect(await t.database.db.select().from(programFeedbackResponses)).toEqual([]);
    } finally {
      await setBatchSwitch(
        t.database.db,
        admin,
        { kind: 'programFeedback', bpid: 'pharmd-2026', enabled: true },
        at,
      );
    }
    expect((await getForm(aliceCookie, alice.email)).json()).toHaveProperty('questions');
  });

  it('refuses a batch of another learner and a pid that is not the batch program', async () => {
    const carolCookie = await t.cookieOf(carol);
    expect((await getForm(carolCookie, carol.email)).statusCode).toBe(403);
    const wrongPid = await t.call(
      'getfeedback',
      { eid: alice.email, pid: 'other', bpid: 'pharmd-2026' },
      aliceCookie,
    );
    expect(wrongPid.statusCode).toBe(400);
    expect(Object.keys(wrongPid.json().error.fields)).toEqual(['pid']);
  });
});
