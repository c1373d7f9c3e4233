import { answerGraceSeconds, assessmentRefusals } from '@aula/contract/assessment-limits';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alice,
  bob,
  carol,
  createAssessmentsApp,
  examWindow,
  fixtureOid,
} from '../../../test/assessments-fixture.ts';
import { auditLines, createStaff, storedStaffSession } from '../../../test/staff-factories.ts';
import { assessmentAccommodations } from '../../db/schema/accommodations.ts';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';

// Issue 24 item 8: extra time on a timed assessment, granted to one learner, during their attempt too.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
const exam = { assessid: 'pd-exam', quiztype: 'assess' };
const start = new Date(examWindow.startdate);
const end = new Date(examWindow.enddate);
const plus = (moment: Date, seconds: number) => new Date(moment.getTime() + seconds * 1000);
const during = plus(start, 600);
const grace = answerGraceSeconds;

beforeAll(async () => {
  t = await createAssessmentsApp();
});
afterAll(() => t.app.close());
beforeEach(async () => {
  t.clock.set(during);
  await t.database.db.delete(assessmentAttempts);
  await t.database.db.delete(assessmentAccommodations);
});

/** An instructor of `tid` (pd101 holds the exam), signed in at the clock's moment. */
async function instructor(tid = 'pd101'): Promise<string> {
  const account = await createStaff(t.database.db, {
    oid: fixtureOid,
    grants: [{ role: 'instructor', scope: tid }],
  });
  return storedStaffSession(t.database.db, account, t.clock);
}

const grant = (cookie: string, eid: string, extra: Record<string, unknown> = {}) =>
  t.call(
    'staff/setAccommodation',
    { assessid: exam.assessid, eid, extraMinutes: 10, reason: 'Assessed need: extra time.', ...extra },
    cookie,
  );

async function pollEnd(cookie: string, eid: string): Promise<string | null | undefined> {
  const response = await t.call('getServerTime', { eid, ...exam }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().enddate;
}

function save(cookie: string, eid: string, seq: number, status = 0) {
  return t.call(
    'updateAssessment',
    { eid, ...exam, device: 'dev-1', seq, quizdata: { response: [{ iid: 'i1', selected: [0] }], status } },
    cookie,
  );
}

async function statusIn(cookie: string, eid: string) {
  const response = await t.call(
    'getAssessment',
    { eid, bcid: 'pharmd-2026-pd101', quiztype: 'assess' },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().assessments[0] as {
    status: number | null;
    enddate: string;
    open: boolean;
    answersAvailable: boolean;
  };
}

describe('extra time granted during an attempt', () => {
  it("moves that learner's timer and the server's deadline, and no one else's", async () => {
    const staff = await instructor();
    const aliceCookie = await t.cookieOf(alice);
    const bobCookie = await t.cookieOf(bob);
    for (const [cookie, eid] of [
      [aliceCookie, alice.email],
      [bobCookie, bob.email],
    ] as const) {
      expect((await t.call('getAssessmentQuiz', { eid, ...exam }, cookie)).json().enddate).toBe(
        end.toISOString(),
      );
      expect(await pollEnd(cookie, eid)).toBe(end.toISOString());
      expect((await save(cookie, eid, 1)).statusCode).toBe(200);
    }

    const granted = await grant(staff, alice.email);
    expect(granted.statusCode, granted.body).toBe(200);
    const extended = plus(end, 600).toISOString();
    expect(granted.json()).toMatchObject({ eid: alice.email, extraMinutes: 10, enddate: extended });

    // The very next poll carries the new end (the access decision kept for 30 s is forgotten).
    expect(await pollEnd(aliceCookie, alice.email)).toBe(extended);
    expect(await pollEnd(bobCookie, bob.email)).toBe(end.toISOString());
    expect(
      (await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, aliceCookie)).json().enddate,
    ).toBe(extended);

    // After the original end plus the grace: Alice's save is taken, Bob's refused and his draft closed.
    t.clock.set(plus(end, grace + 60));
    expect((await save(aliceCookie, alice.email, 2)).statusCode).toBe(200);
    const late = await save(bobCookie, bob.email, 2);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(assessmentRefusals.closed);
    expect(await statusIn(aliceCookie, alice.email)).toMatchObject({
      status: 0,
      enddate: extended,
      open: true,
    });
    expect((await statusIn(bobCookie, bob.email)).status).toBe(1);

    // After her own end plus the grace, Alice's save is refused and her draft is closed by the server.
    t.clock.set(plus(end, 600 + grace + 1));
    expect((await save(aliceCookie, alice.email, 3)).statusCode).toBe(409);
    expect((await statusIn(aliceCookie, alice.email)).status).toBe(1);
  });

  it('lets a learner start in their later window, and not before it', async () => {
    const staff = await instructor();
    const window = { start: plus(end, 3600).toISOString(), end: plus(end, 7200).toISOString() };
    expect((await grant(staff, alice.email, { extraMinutes: undefined, window })).statusCode).toBe(200);
    t.clock.set(plus(end, 1800));
    const cookie = await t.cookieOf(alice);
    expect((await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, cookie)).statusCode).toBe(409);
    t.clock.set(plus(end, 3700));
    const quiz = await t.call('getAssessmentQuiz', { eid: alice.email, ...exam }, await t.cookieOf(alice));
    expect(quiz.statusCode, quiz.body).toBe(200);
    expect(quiz.json().enddate).toBe(window.end);
  });

  it('is removed, and the assessment times are the learner’s again', async () => {
    const staff = await instructor();
    await grant(staff, alice.email);
    const cookie = await t.cookieOf(alice);
    expect(await pollEnd(cookie, alice.email)).toBe(plus(end, 600).toISOString());
    const removed = await t.call(
      'staff/removeAccommodation',
      { assessid: exam.assessid, eid: alice.email },
      staff,
    );
    expect(removed.json()).toEqual({ removed: true });
    expect(await pollEnd(cookie, alice.email)).toBe(end.toISOString());
  });
});

describe('the right answers', () => {
  it("wait for the latest learner's end: nobody sees the key while someone may still answer", async () => {
    const staff = await instructor();
    const answerDate = new Date(examWindow.answerdate);
    const window = {
      start: plus(answerDate, -3600).toISOString(),
      end: plus(answerDate, 3600).toISOString(),
    };
    expect((await grant(staff, alice.email, { extraMinutes: undefined, window })).statusCode).toBe(200);
    const bobCookie = await t.cookieOf(bob);
    await t.call('getAssessmentQuiz', { eid: bob.email, ...exam }, bobCookie);
    expect((await save(bobCookie, bob.email, 1, 1)).statusCode).toBe(200);

    t.clock.set(plus(answerDate, 60));
    const early = await t.call('getAssessmentAnswers', { eid: bob.email, ...exam }, await t.cookieOf(bob));
    expect(early.statusCode).toBe(403);
    expect((await statusIn(await t.cookieOf(bob), bob.email)).answersAvailable).toBe(false);

    t.clock.set(plus(answerDate, 3600 + grace + 1));
    const late = await t.call('getAssessmentAnswers', { eid: bob.email, ...exam }, await t.cookieOf(bob));
    expect(late.statusCode, late.body).toBe(200);
  });
});

describe('granting extra time', () => {
  it('is refused, as a 404, for a learner outside the course, and for a course the instructor does not teach', async () => {
    const staff = await instructor();
    const refused = await grant(staff, carol.email);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Carol');
    const stranger = await instructor('pd102');
    expect([403, 404]).toContain((await grant(stranger, alice.email)).statusCode);
    const list = await t.call('staff/listAccommodations', { assessid: exam.assessid }, staff);
    expect(list.json().rows).toEqual([]);
  });

  it('refuses a window that starts or ends before the assessment’s own', async () => {
    const staff = await instructor();
    const window = { start: start.toISOString(), end: plus(end, -60).toISOString() };
    expect((await grant(staff, alice.email, { window })).statusCode).toBe(400);
  });

  it('is audited with what it replaced, and listed with the end it gives', async () => {
    const staff = await instructor();
    await grant(staff, alice.email);
    await grant(staff, alice.email, { extraMinutes: 25, reason: 'Changed: 25 minutes.' });
    await t.call('staff/removeAccommodation', { assessid: exam.assessid, eid: alice.email }, staff);
    const lines = (await auditLines(t.database.db, { subjectId: exam.assessid })).slice(-3);
    expect(lines.map((line) => line.action)).toEqual([
      'assessments.setAccommodation',
      'assessments.setAccommodation',
      'assessments.removeAccommodation',
    ]);
    expect(lines[0]).toMatchObject({ before: null, after: { eid: alice.email, extraMinutes: 10 } });
    expect(lines[1]).toMatchObject({
      before: { extraMinutes: 10 },
      after: { extraMinutes: 25, reason: 'Changed: 25 minutes.' },
    });
    expect(lines[2]).toMatchObject({ before: { extraMinutes: 25 }, after: null });

    await grant(staff, bob.email, { extraMinutes: 5 });
    const list = await t.call('staff/listAccommodations', { assessid: exam.assessid }, staff);
    expect(list.json().rows).toEqual([
      expect.objectContaining({ eid: bob.email, extraMinutes: 5, enddate: plus(end, 300).toISOString() }),
    ]);
  });
});
