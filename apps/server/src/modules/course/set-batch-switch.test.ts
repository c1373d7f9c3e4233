import type { UserTotalProgress } from '@aula/contract/progress';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bcid2026,
  bcid2027,
  carol,
  createSwitchesApp,
  fixtureOid,
} from '../../../test/batch-switches-fixture.ts';
import { createStaffActor } from '../../../test/staff-actors.ts';
import { courseFeedbackResponses } from '../../db/schema/quiz-attempts.ts';
import { auditEvents } from '../../db/schema/staff.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { type BatchSwitchChange, setBatchSwitch } from './index.ts';

// setBatchSwitch: who may set a switch, what it checks, what it records; and a feedback form switched
// off is refused by the server, not only hidden.

let t: Awaited<ReturnType<typeof createSwitchesApp>>;
let admin: SessionUser;
let aliceCookie: string;
let carolCookie: string;

beforeAll(async () => {
  t = await createSwitchesApp();
  admin = await createStaffActor(t.database.db, fixtureOid);
  aliceCookie = await t.cookieOf(alice);
  carolCookie = await t.cookieOf(carol);
});
afterAll(() => t.app.close());

const at = () => ({ now: t.clock.now(), ip: '203.0.113.7' });
const set = (change: BatchSwitchChange, actor = admin) => setBatchSwitch(t.database.db, actor, change, at());

/** The error setBatchSwitch refuses `change` with, as [code, fields]. */
async function refusal(change: BatchSwitchChange, actor = admin) {
  const error = await set(change, actor).catch((caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${JSON.stringify(error)}`);
  return [error.code, error.fields];
}

const ratings = { cr: [{ qid: 'cr1', rating: 4 }], ir: [{ qid: 'ir1', rating: 5 }] };
const getForm = (cookie: string, bcid: string, crir: 'cr' | 'ir') =>
  t.call('getCourseFeedback', { bcid, crir }, cookie);
const submit = (cookie: string, bcid: string, crir: 'cr' | 'ir') =>
  t.call('updateCourseFeedback', { bcid, crir, resp: ratings[crir] }, cookie);

describe('course and instructor feedback switched off', () => {
  it("answers code 0 and refuses the submission with 'Feedback is disabled from Admin'", async () => {
    // The bundle switches the instructor's form off in every batch.
    expect((await getForm(aliceCookie, bcid2026, 'ir')).json()).toEqual({ code: 0 });
    const instructor = await submit(aliceCookie, bcid2026, 'ir');
    expect(instructor.statusCode).toBe(403);
    expect(instructor.json().error.message).toBe('Feedback is disabled from Admin');

    // An admin switches the course's form off for 2026 only.
    await set({ kind: 'courseFeedback', bcid: bcid2026, enabled: false });
    expect((await getForm(aliceCookie, bcid2026, 'cr')).json()).toEqual({ code: 0 });
    const course = await submit(aliceCookie, bcid2026, 'cr');
    expect(course.statusCode).toBe(403);
    expect(course.json().error.message).toBe('Feedback is disabled from Admin');
    const stored = await t.database.db
      .select()
      .from(courseFeedbackResponses)
      .where(eq(courseFeedbackResponses.bcid, bcid2026));
    expect(stored).toEqual([]);
    expect((await getForm(carolCookie, bcid2027, 'cr')).json()).toHaveProperty('questions');
  });

  it("takes the feedback once an admin switched the form on for the learner's batch", async () => {
    await set({ kind: 'instructorFeedback', bcid: bcid2027, enabled: true });
    expect((await getForm(carolCookie, bcid2027, 'ir')).json()).toHaveProperty('questions');
    expect((await submit(carolCookie, bcid2027, 'ir')).statusCode).toBe(200);
    expect((await getForm(aliceCookie, bcid2026, 'ir')).json()).toEqual({ code: 0 });
  });
});

describe('setBatchSwitch', () => {
  it('records who switched what, before and after, from which address', async () => {
    await set({ kind: 'nugget', bcid: bcid2027, target: 'pd101-n3', enabled: true });
    const stored = await set({ kind: 'nugget', bcid: bcid2027, target: 'pd101-n3', enabled: false });
    expect(stored).toMatchObject({
      bpid: 'pharmd-2027',
      bcid: bcid2027,
      enabled: false,
      changedBy: admin.userId,
    });
    const lines = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.oid, fixtureOid), eq(auditEvents.subjectId, bcid2027)))
      .orderBy(auditEvents.id);
    const last = lines.filter((line) => (line.after as { target?: string }).target === 'pd101-n3');
    expect(last.map((line) => line.action)).toEqual(['switches.turnOn', 'switches.turnOff']);
    expect(last[0]).toMatchObject({
      actorUserId: admin.userId,
      actorEid: admin.eid,
      ip: '203.0.113.7',
      before: { kind: 'nugget', target: 'pd101-n3', enabled: false, changedBy: null },
      after: { kind: 'nugget', target: 'pd101-n3', enabled: true, changedBy: admin.userId },
    });
  });

  it("moves the learner's progress percent with the switch", async () => {
    const percent = async () => {
      const home = (await t.call('getUserTotalProgress', { eid: alice.email }, aliceCookie)).json();
      return (home as UserTotalProgress).bpdata[0]?.tcourses.find((course) => course.bcid === bcid2026)?.per;
    };
    // Alice has done pd101-o1 of pd101-o1, pd101-quiz, pd101-p1 and pd101-o3.
    expect(await percent()).toBe(25);
    await set({ kind: 'nugget', bcid: bcid2026, target: 'pd101-n2', enabled: false });
    // Every server hears of the change (the content channel) and reads the batch's switches again.
    await expect.poll(percent).toBe(50);
  });

  it("is for admins, and for a course's own switches its instructors", async () => {
    const change: BatchSwitchChange = { kind: 'nugget', bcid: bcid2026, target: 'pd101-n1', enabled: true };
    for (const grants of [
      [{ role: 'counsellor' as const, scope: 'pharmd' }],
      [{ role: 'instructor' as const, scope: 'pd102' }],
    ]) {
      const actor = await createStaffActor(t.database.db, fixtureOid, grants);
      expect((await refusal(change, actor))[0]).toBe('FORBIDDEN');
    }
    const teacher = await createStaffActor(t.database.db, fixtureOid, [
      { role: 'instructor', scope: 'pd101' },
    ]);
    expect(await set(change, teacher)).toMatchObject({ enabled: true, changedBy: teacher.userId });
    // The batch's programme feedback is not a course's: an admin's alone.
    expect((await refusal({ kind: 'programFeedback', bpid: 'pharmd-2026', enabled: true }, teacher))[0]).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses what does not exist in the organisation, naming the field', async () => {
    expect(await refusal({ kind: 'nugget', bcid: 'nope', target: 'pd101-n1', enabled: false })).toEqual([
      'NOT_FOUND',
      { bcid: 'There is no such batch course.' },
    ]);
    expect(await refusal({ kind: 'nugget', bcid: bcid2026, target: 'pd101-o1', enabled: false })).toEqual([
      'NOT_FOUND',
      { target: 'There is no such nugget in this course.' },
    ]);
    expect(await refusal({ kind: 'object', bcid: bcid2026, target: 'pd101-n1', enabled: false })).toEqual([
      'NOT_FOUND',
      { target: 'There is no such object in this course.' },
    ]);
    expect((await refusal({ kind: 'courseFeedback', bcid: 'pharmd-2026-pd102', enabled: false }))[1]).toEqual(
      { kind: 'This course has no such feedback form.' },
    );
    expect((await refusal({ kind: 'programFeedback', bpid: 'nope', enabled: false }))[1]).toEqual({
      bpid: 'There is no such batch.',
    });
    // Another organisation's admin does not reach TESTORG's batch courses.
    const other = await createStaffActor(t.database.db, 'OTHERORG');
    expect(
      await refusal({ kind: 'nugget', bcid: bcid2026, target: 'pd101-n1', enabled: false }, other),
    ).toEqual(['NOT_FOUND', { bcid: 'There is no such batch course.' }]);
  });
});
