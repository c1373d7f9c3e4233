import { rm } from 'node:fs/promises';
import { assessmentMessages, assessmentRefusals } from '@aula/contract/assessment-limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alice,
  assessmentsBundle,
  bob,
  carol,
  createAssessmentsApp,
  examWindow,
  fixtureOid,
  rightAnswers,
} from '../../../test/assessments-fixture.ts';
import { writeBundle } from '../../../test/bundle-fixture.ts';
import { importContent } from '../../content-sections.ts';
import { assessmentAnswers, assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { type Database, openPostgres } from '../../platform/db.ts';
import { cachedAssessment } from './assessment-cache.ts';
import { saveDraft } from './draft-save.ts';

// The exam's fast path (ADR 0047): answer saves to a draft read the assessment from the server's cache
// and write in one statement. These tests hold it to the rules the full path keeps.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
const exam = { eid: alice.email, assessid: 'pd-exam', quiztype: 'assess' };
const during = new Date(new Date(examWindow.startdate).getTime() + 600_000);

beforeAll(async () => {
  t = await createAssessmentsApp();
});
afterAll(() => t.app.close());
beforeEach(async () => {
  t.clock.set(during);
  await t.database.db.delete(assessmentAttempts);
});

function save(cookie: string, device: string, seq: number, response: unknown[]) {
  return t.call('updateAssessment', { ...exam, device, seq, quizdata: { response, status: 0 } }, cookie);
}

/**
 * Imports a bundle as `npm run content:import` does: on PostgreSQL from a connection of its own (another
 * process, as far as the server knows), on PGlite through the server's own handle (one process only).
 */
async function importFromOutside(bundle: Record<string, unknown>): Promise<void> {
  const folder = await writeBundle(bundle);
  const outside: Database | undefined = t.database.url ? openPostgres(t.database.url, 1) : undefined;
  try {
    await importContent((outside ?? t.database).db, folder, t);
  } finally {
    await outside?.close();
    await rm(folder, { recursive: true, force: true });
  }
}

describe('saving to a draft', () => {
  it('obeys a content import at once: an end moved earlier refuses the next save', async () => {
    const cookie = await t.cookieOf(alice);
    expect((await t.call('getAssessmentQuiz', exam, cookie)).statusCode).toBe(200);
    expect((await save(cookie, 'phone', 1, [{ iid: 'i1', selected: [0] }])).statusCode).toBe(200);

    // The exam is cut short to end two minutes after it started: past the grace already.
    const shortened = new Date(new Date(examWindow.startdate).getTime() + 120_000).toISOString();
    await importFromOutside(assessmentsBundle({ ...examWindow, enddate: shortened }));
    try {
      // The import's notification reaches the server within milliseconds; give it a moment.
      let refused = await save(cookie, 'phone', 2, [{ iid: 'i2', selected: [0] }]);
      for (let tries = 0; refused.statusCode === 200 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        refused = await save(cookie, 'phone', 3 + tries, [{ iid: 'i2', selected: [0] }]);
      }
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(assessmentRefusals.closed);
    } finally {
      await importFromOutside(assessmentsBundle());
    }
  });

  it('keeps every answer when two devices save at once, each answer listing its own', async () => {
    const cookie = await t.cookieOf(alice);
    expect((await t.call('getAssessmentQuiz', exam, cookie)).statusCode).toBe(200);
    const saves = ['i1', 'i2', 'i4'].flatMap((iid) =>
      [1, 2, 3].map((seq) => ({ device: `${iid}-device`, seq, answer: { iid, selected: [seq % 2] } })),
    );
    const answered = await Promise.all(
      saves.map(({ device, seq, answer }) => save(cookie, device, seq, [answer])),
    );
    for (const [index, response] of answered.entries()) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().response.map((answer: { iid: string }) => answer.iid)).toContain(
        saves[index]?.answer.iid,
      );
    }
    const stored = await t.database.db
      .select({ iid: assessmentAnswers.iid, seq: assessmentAnswers.seq })
      .from(assessmentAnswers)
      .where(and(eq(assessmentAnswers.eid, alice.email), eq(assessmentAnswers.assessid, 'pd-exam')))
      .orderBy(assessmentAnswers.iid);
    expect(stored).toEqual([
      { iid: 'i1', seq: 3 },
      { iid: 'i2', seq: 3 },
      { iid: 'i4', seq: 3 },
    ]);
  });

  it("never writes to a learner's draft once it is submitted", async () => {
    const cookie = await t.cookieOf(alice);
    expect((await t.call('getAssessmentQuiz', exam, cookie)).statusCode).toBe(200);
    expect((await save(cookie, 'phone', 1, [{ iid: 'i1', selected: [0] }])).statusCode).toBe(200);
    const submitted = await t.call(
      'updateAssessment',
      { ...exam, device: 'phone', seq: 2, quizdata: { response: [], status: 1 } },
      cookie,
    );
    expect(submitted.statusCode).toBe(200);
    expect((await save(cookie, 'laptop', 1, [{ iid: 'i1', selected: [1] }])).statusCode).toBe(409);
    const [stored] = await t.database.db
      .select({ answer: assessmentAnswers.answer })
      .from(assessmentAnswers)
      .where(and(eq(assessmentAnswers.eid, alice.email), eq(assessmentAnswers.iid, 'i1')));
    expect(stored?.answer).toEqual({ iid: 'i1', selected: [0] });
  });
});

describe('saves of several learners at once (one statement for each batch, ADR 0054)', () => {
  it('answers each save with its own attempt, and saves nothing for a learner not enrolled', async () => {
    for (const learner of [alice, bob]) {
      const opened = await t.call(
        'getAssessmentQuiz',
        { ...exam, eid: learner.email },
        await t.cookieOf(learner),
      );
      expect(opened.statusCode).toBe(200);
    }
    // Carol is not enrolled: an attempt of hers (left from an enrolment since ended) takes no saves.
    await t.database.db
      .insert(assessmentAttempts)
      .values({ oid: fixtureOid, assessid: 'pd-exam', eid: carol.email, startedAt: during });
    const { db } = t.database;
    const cached = await cachedAssessment(db, fixtureOid, 'pd-exam');
    if (!cached) throw new Error('the exam is not cached');
    const saves = [
      { eid: alice.email, device: 'phone', seq: 1, iid: 'i1' },
      { eid: bob.email, device: 'phone', seq: 1, iid: 'i1' },
      { eid: carol.email, device: 'phone', seq: 1, iid: 'i1' },
      { eid: alice.email, device: 'laptop', seq: 1, iid: 'i2' },
      { eid: bob.email, device: 'phone', seq: 2, iid: 'i2' },
      { eid: alice.email, device: 'phone', seq: 2, iid: 'i4' },
      { eid: bob.email, device: 'phone', seq: 3, iid: 'i4' },
    ];
    // More saves at once than statements go at once: the later ones share statements.
    const saved = await Promise.all(
      saves.map(({ eid, device, seq, iid }) =>
        saveDraft(
          db,
          { oid: fixtureOid, eid },
          cached,
          { device, seq, response: [{ iid, selected: [1] }] },
          during,
        ),
      ),
    );
    // The saves of one attempt go in turn, in the order they came: each lists the answers before it.
    const iidsOf = (index: number) => saved[index]?.response.map((answer) => answer.iid);
    expect([iidsOf(0), iidsOf(3), iidsOf(5)]).toEqual([['i1'], ['i1', 'i2'], ['i1', 'i2', 'i4']]);
    expect([iidsOf(1), iidsOf(4), iidsOf(6)]).toEqual([['i1'], ['i1', 'i2'], ['i1', 'i2', 'i4']]);
    expect(saved[2]).toBeNull();
    const stored = await db
      .select({ eid: assessmentAnswers.eid, iid: assessmentAnswers.iid })
      .from(assessmentAnswers)
      .orderBy(assessmentAnswers.eid, assessmentAnswers.iid);
    expect(stored.map(({ eid, iid }) => `${eid} ${iid}`)).toEqual([
      `${alice.email} i1`,
      `${alice.email} i2`,
      `${alice.email} i4`,
      `${bob.email} i1`,
      `${bob.email} i2`,
      `${bob.email} i4`,
    ]);
  });

  it('keeps every answer acknowledged before the submission racing them, and none after', async () => {
    const aliceCookie = await t.cookieOf(alice);
    const bobCookie = await t.cookieOf(bob);
    expect((await t.call('getAssessmentQuiz', exam, aliceCookie)).statusCode).toBe(200);
    expect((await t.call('getAssessmentQuiz', { ...exam, eid: bob.email }, bobCookie)).statusCode).toBe(200);
    const iids = ['i1', 'i2', 'i3', 'i4', 'i5', 'i6'];
    const answers = iids.map(
      (iid) => rightAnswers.find((answer) => answer.iid === iid) ?? { iid, selected: [0] },
    );
    const submission = t.call(
      'updateAssessment',
      { ...exam, device: 'phone', seq: 1, quizdata: { response: [], status: 1 } },
      aliceCookie,
    );
    // Each answer from a device of its own, so none depends on another's sequence number.
    const aliceSaves = answers.map((answer) => save(aliceCookie, `device-${answer.iid}`, 1, [answer]));
    const bobSaves = answers.map((answer, index) =>
      t.call(
        'updateAssessment',
        {
          ...exam,
          eid: bob.email,
          device: 'phone',
          seq: index + 1,
          quizdata: { response: [answer], status: 0 },
        },
        bobCookie,
      ),
    );
    const submitted = await submission;
    expect(submitted.statusCode, submitted.body).toBe(200);
    const acknowledged: string[] = [];
    for (const [index, response] of (await Promise.all(aliceSaves)).entries()) {
      if (response.statusCode === 200) acknowledged.push(iids[index] as string);
      else expect(response.json().error.message).toBe(assessmentMessages.assessmentSubmitted);
    }
    for (const response of await Promise.all(bobSaves)) expect(response.statusCode, response.body).toBe(200);
    // The submission scored exactly what was acknowledged before it, and nothing was written after.
    const submittedIids = submitted.json().response.map((answer: { iid: string }) => answer.iid);
    expect(submittedIids).toEqual(acknowledged);
    const stored = await t.database.db
      .select({ iid: assessmentAnswers.iid })
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.eid, alice.email))
      .orderBy(assessmentAnswers.iid);
    expect(stored.map(({ iid }) => iid)).toEqual(acknowledged);
  });
});
