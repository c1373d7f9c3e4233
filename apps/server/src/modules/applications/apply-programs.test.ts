import { programSubscribedEventType } from '@aula/contract/analytics';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { applications } from '../../db/schema/applications.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses, batches, programs } from '../../db/schema/programs.ts';
import { courseProgress } from '../../db/schema/progress.ts';
import { mayMove, statusTransitions } from './status-transitions.ts';

let t: TestApp;
let me: TestAccount;
let cookie: string;

const dates = { startsAt: new Date('2026-01-01'), endsAt: new Date('2026-12-31'), current: true };

/** One program of each kind of card, each with a current batch `<pid>-B`. */
const cards = [
  { pid: 'UG0', category: 'undergraduate', pstatus: null },
  { pid: 'UG1', category: 'diploma', pstatus: 1 },
  { pid: 'PG2', category: 'graduate', pstatus: 2 },
  { pid: 'PG3', category: 'pgdiploma', pstatus: 3 },
  { pid: 'PH5', category: 'DoctorofPharmacy', pstatus: 5 },
  { pid: 'PH4', category: 'DoctorofPharmacy', pstatus: 4 },
  { pid: 'SELF', category: 'certificate', pstatus: null, etype: 'self' },
  { pid: 'MINE', category: 'certificate', pstatus: 3 },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  me = await createLearner(db);
  cookie = await signIn(t.app, me.email, me.password);
  for (const [index, card] of cards.entries()) {
    const etype = 'etype' in card ? card.etype : 'instructor';
    await db.insert(programs).values({
      oid: 'TEST',
      pid: card.pid,
      category: card.category,
      pname: `Program ${card.pid}`,
      sortOrder: index,
      details: { etype, evbab: card.pid === 'UG0' },
    });
    await db
      .insert(batches)
      .values({ oid: 'TEST', bpid: `${card.pid}-B`, pid: card.pid, title: 'B', ...dates });
    if (card.pstatus !== null) {
      await db.insert(applications).values({
        oid: 'TEST',
        applicationid: `${card.pid}-B-1780000000`,
        eid: me.user.eid,
        pid: card.pid,
        bpid: `${card.pid}-B`,
        pstatus: card.pstatus,
      });
    }
  }
  await db.insert(batchCourses).values([
    { oid: 'TEST', bcid: 'PG3-C1', bpid: 'PG3-B', tid: 'T1' },
    { oid: 'TEST', bcid: 'PG3-C2', bpid: 'PG3-B', tid: 'T2' },
    { oid: 'TEST', bcid: 'PG3-E', bpid: 'PG3-B', tid: 'T3', telective: true },
  ]);
  await enrol(db, me, 'MINE-B');
});

afterAll(() => t.app.close());

const list = () => call(t.app, 'getPrograms', { oid: me.oid, eid: me.user.eid }, cookie);
const start = (bpid: string) =>
  call(t.app, 'syncUserProgramProgress', { oid: me.oid, eid: me.user.eid, bpid }, cookie);

describe('getPrograms', () => {
  it('puts each program under its tab with the action its status gives', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const actions = (tab: string) =>
      (response.json()[tab] as { pid: string; action: string | null }[]).map(({ pid, action }) => [
        pid,
        action,
      ]);
    expect(actions('underGraduate')).toEqual([
      ['UG0', 'apply'],
      ['UG1', 'continueApplication'],
      ['SELF', 'start'],
      ['MINE', 'continueLearning'],
    ]);
    expect(actions('postGraduate')).toEqual([
      ['PG2', 'underReview'],
      ['PG3', 'start'],
    ]);
    expect(actions('doctorOfPharmacy')).toEqual([
      ['PH5', 'editApplication'],
      ['PH4', null],
    ]);
    expect(response.json().underGraduate[0]).toMatchObject({ pstatus: 0, applicationid: null, evbab: true });
  });
});

describe('syncUserProgramProgress', () => {
  it('starts an accepted program: enrolment, course progress at tp 0 without electives, once', async () => {
    const { db } = t.database;
    const response = await start('PG3-B');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ pid: 'PG3', bpid: 'PG3-B', started: true });
    const rows = await db
      .select({ bcid: courseProgress.bcid, tp: courseProgress.tp })
      .from(courseProgress)
      .where(eq(courseProgress.eid, me.user.eid))
      .orderBy(courseProgress.bcid);
    expect(rows).toEqual([
      { bcid: 'PG3-C1', tp: 0 },
      { bcid: 'PG3-C2', tp: 0 },
    ]);
    expect((await start('PG3-B')).json()).toEqual({ pid: 'PG3', bpid: 'PG3-B', started: false });
    const listed = (await list()).json().postGraduate.find((card: { pid: string }) => card.pid === 'PG3');
    expect(listed.action).toBe('continueLearning');
  });

  it('starts a self-paced program without an application', async () => {
    expect((await start('SELF-B')).json()).toMatchObject({ started: true });
  });

  it('refuses a program whose application is not accepted, or that was never applied to', async () => {
    for (const bpid of ['UG0-B', 'UG1-B', 'PG2-B', 'PH5-B', 'PH4-B']) {
      const response = await start(bpid);
      expect(response.statusCode, bpid).toBe(403);
      expect(response.json().error.fields).toEqual({ bpid: 'not accepted' });
    }
    const enrolled = await t.database.db
      .select({ bpid: enrolments.bpid })
      .from(enrolments)
      .where(and(eq(enrolments.eid, me.user.eid), eq(enrolments.bpid, 'UG0-B')));
    expect(enrolled).toEqual([]);
  });

  it("records 'Program Subscribed' once per batch, only for a batch the learner is in", async () => {
    const event = (bpid: string) => ({
      oid: me.oid,
      id: me.user.id,
      email: me.user.id,
      emailid: me.email,
      eventtype: programSubscribedEventType,
      bpid,
      pname: 'Program',
    });
    expect((await call(t.app, 'analyticsWebApp', event('PG3-B'), cookie)).json()).toEqual({ recorded: true });
    expect((await call(t.app, 'analyticsWebApp', event('PG3-B'), cookie)).json()).toEqual({
      recorded: false,
    });
    expect((await call(t.app, 'analyticsWebApp', event('SELF-B'), cookie)).json()).toEqual({
      recorded: true,
    });
    expect((await call(t.app, 'analyticsWebApp', event('UG0-B'), cookie)).statusCode).toBe(403);
    const rows = await t.database.db
      .select({ subject: analyticsEvents.subject })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, programSubscribedEventType));
    expect(rows.map((row) => row.subject).sort()).toEqual(['PG3-B', 'SELF-B']);
  });
});

describe('the pstatus table', () => {
  it('lets the learner save from 0, 1 and 5, submit only from 1, and never touch 2 or 3', () => {
    expect(mayMove('learner', null, 1)).toBe(true);
    expect(mayMove('learner', 5, 1)).toBe(true);
    expect(mayMove('learner', 1, 2)).toBe(true);
    expect(mayMove('learner', 0, 2)).toBe(false);
    expect(mayMove('learner', 2, 1)).toBe(false);
    expect(mayMove('learner', 3, 1)).toBe(false);
    expect(mayMove('learner', 2, 3)).toBe(false);
    expect(statusTransitions.staff.every(([from]) => from === 2)).toBe(true);
  });
});
