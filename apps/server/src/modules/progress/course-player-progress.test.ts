import {
  type ObjectProgressAnswer,
  outOfOrderMessage,
  tooSoonMessage,
  type UserCourseProgress,
  unitDisabledMessage,
} from '@aula/contract/course-player';
import type { UserTotalProgress } from '@aula/contract/progress';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, carol, createCoursePlayerApp } from '../../../test/course-player-fixture.ts';
import { completeObject } from './index.ts';

let t: Awaited<ReturnType<typeof createCoursePlayerApp>>;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createCoursePlayerApp();
  for (const learner of [alice, bob, carol]) cookies.set(learner.email, await t.cookieOf(learner));
});
afterEach(() => t.clock.reset());
afterAll(() => t.app.close());

const start = new Date('2026-11-20T10:00:00Z');

function as(learner: { email: string }) {
  const cookie = cookies.get(learner.email) ?? '';
  const call = (name: string, body: Record<string, unknown>) =>
    t.call(name, { eid: learner.email, ...body }, cookie);
  return {
    call,
    open: (bcid: string, objid: string) => call('openObject', { bcid, objid }),
    complete: (bcid: string, objid: string, timespent: number) =>
      call('syncUserProgress', { bcid, objid, timespent }),
    async course(bcid: string): Promise<UserCourseProgress> {
      const response = await call('getUserCourseProgress', { bcid });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}

/** Opens an object, lets `seconds` pass on the app's clock, and marks it complete with that time. */
async function study(learner: ReturnType<typeof as>, bcid: string, objid: string, seconds = 30) {
  t.clock.set(start);
  expect((await learner.open(bcid, objid)).statusCode).toBe(200);
  t.clock.advance(seconds / 60);
  const response = await learner.complete(bcid, objid, seconds);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ObjectProgressAnswer;
}

const opsOf = (course: UserCourseProgress) =>
  Object.fromEntries(course.nuggets.flatMap((n) => n.objects.map((o) => [o.oid, o.userOP.op])));

describe('getUserCourseProgress', () => {
  it('gives the units and objects in order with my progress, the disabled unit marked', async () => {
    const course = await as(alice).course('pharmd-2026-pd103');
    expect(course).toMatchObject({
      bcid: 'pharmd-2026-pd103',
      freenavigation: false,
      tp: 0,
      lastObjid: null,
    });
    expect(course.nuggets.map((n) => [n.nid, n.nenabled])).toEqual([
      ['pd103-n1', true],
      ['pd103-n2', false],
      ['pd103-n3', true],
    ]);
    expect(course.nuggets[1]?.objects[0]).toMatchObject({ oid: 'pd103-o3', nenabled: false });
    expect(opsOf(course)).toEqual({ 'pd103-o1': 0, 'pd103-o2': 0, 'pd103-o3': 0, 'pd103-o4': 0 });
  });

  it('shows progress loaded before the player existed', async () => {
    const course = await as(alice).course('pharmd-2026-pd102');
    expect(course.nuggets[0]?.objects[0]?.userOP).toEqual({ op: 2, timespent: 300 });
  });

  it("refuses another learner's eid, and a course I am not enrolled in", async () => {
    const theirs = await t.call(
      'getUserCourseProgress',
      { eid: alice.email, bcid: 'pharmd-2026-pd103' },
      cookies.get(bob.email) ?? '',
    );
    expect(theirs.statusCode).toBe(403);
    const notEnrolled = await as(carol).call('getUserCourseProgress', { bcid: 'pharmd-2026-pd103' });
    expect(notEnrolled.statusCode).toBe(403);
  });
});

describe('the progress rules without free navigation', () => {
  const bcid = 'pharmd-2026-pd103';

  it('refuses to open an object before the one before it is complete', async () => {
    const response = await as(alice).open(bcid, 'pd103-o2');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(outOfOrderMessage);
    expect(opsOf(await as(alice).course(bcid))['pd103-o2']).toBe(0);
  });

  it('refuses a unit the admin disabled', async () => {
    const response = await as(alice).open(bcid, 'pd103-o3');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(unitDisabledMessage);
  });

  it('refuses an unknown object', async () => {
    expect((await as(alice).open(bcid, 'pd104-o1')).statusCode).toBe(404);
  });

  it('moves op 0 to 1 on opening and remembers where I was', async () => {
    t.clock.set(start);
    const response = await as(alice).open(bcid, 'pd103-o1');
    expect(response.json()).toEqual({ objid: 'pd103-o1', userOP: { op: 1, timespent: 0 }, tp: 0 });
    const course = await as(alice).course(bcid);
    expect(course.lastObjid).toBe('pd103-o1');
    const home = (await as(alice).call('getUserTotalProgress', {})).json() as UserTotalProgress;
    expect(home.lastOpened).toMatchObject({ bcid, objid: 'pd103-o1', openedAt: start.toISOString() });
  });

  it('refuses to complete an object before opening it', async () => {
    const response = await as(bob).complete(bcid, 'pd103-o1', 0);
    expect(response.statusCode).toBe(409);
  });

  it('refuses Mark Complete sooner than 5 seconds after the object was opened, on the server clock', async () => {
    t.clock.set(start);
    await as(bob).open(bcid, 'pd103-o1');
    t.clock.advance(4 / 60);
    const early = await as(bob).complete(bcid, 'pd103-o1', 0);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(tooSoonMessage);
    expect(opsOf(await as(bob).course(bcid))['pd103-o1']).toBe(1);
  });

  it('refuses more time spent than the wall time since the object was opened', async () => {
    t.clock.set(start);
    await as(bob).open(bcid, 'pd103-o1');
    t.clock.advance(1);
    const inflated = await as(bob).complete(bcid, 'pd103-o1', 600);
    expect(inflated.statusCode).toBe(400);
    expect(inflated.json().error.fields).toHaveProperty('timespent');
    expect(opsOf(await as(bob).course(bcid))['pd103-o1']).toBe(1);
  });

  it('records the time on Mark Complete once, however often the call is retried', async () => {
    t.clock.set(start);
    await as(bob).open(bcid, 'pd103-o1');
    t.clock.advance(1);
    const first = await as(bob).complete(bcid, 'pd103-o1', 58);
    expect(first.json()).toEqual({ objid: 'pd103-o1', userOP: { op: 2, timespent: 58 }, tp: 0 });
    const retried = await Promise.all([1, 2, 3].map(() => as(bob).complete(bcid, 'pd103-o1', 58)));
    for (const response of retried) expect(response.json()).toEqual(first.json());
    // Opening a complete object again leaves it complete.
    expect((await as(bob).open(bcid, 'pd103-o1')).json().userOP.op).toBe(2);
  });

  it('refuses to complete an object out of order', async () => {
    const response = await as(carol).complete(bcid, 'pd103-o2', 0);
    expect(response.statusCode).toBe(403);
    // Alice has opened o1 but not completed it: o2 stays out of reach, to open or to complete.
    const outOfOrder = await as(alice).complete(bcid, 'pd103-o2', 0);
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().error.message).toBe(outOfOrderMessage);
  });

  it('completes the course (tp 2) only when every countable object is complete', async () => {
    const learner = as(bob);
    expect((await study(learner, bcid, 'pd103-o2')).tp).toBe(0);
    const last = await study(learner, bcid, 'pd103-o4');
    expect(last).toMatchObject({ objid: 'pd103-o4', userOP: { op: 2 }, tp: 2 });
    const home = (await learner.call('getUserTotalProgress', {})).json() as UserTotalProgress;
    expect(home.bpdata[0]?.tcourses.find((c) => c.bcid === bcid)?.per).toBe(100);
  });
});

describe('the progress rules with free navigation', () => {
  const bcid = 'pharmd-2026-pd104';

  it('opens any object, and completes the course only once every object is complete', async () => {
    const learner = as(alice);
    expect((await study(learner, bcid, 'pd104-o2')).tp).toBe(0);
    // The last object no longer completes the course by itself (ADR 0063).
    expect((await study(learner, bcid, 'pd104-o3')).tp).toBe(0);
    expect(opsOf(await learner.course(bcid))).toEqual({ 'pd104-o1': 0, 'pd104-o2': 2, 'pd104-o3': 2 });
    expect((await study(learner, bcid, 'pd104-o1')).tp).toBe(2);
  });
});

describe('completeObject', () => {
  it('is the one way to complete an object, under the same rules', async () => {
    const completion = { oid: 'TESTORG', eid: bob.email, bcid: 'pharmd-2026-pd104', timeSpentSeconds: 0 };
    await expect(completeObject(t.database.db, { ...completion, objid: 'pd104-o1' }, start)).rejects.toThrow(
      'Open the object before marking it complete.',
    );
    await expect(
      completeObject(t.database.db, { ...completion, eid: carol.email, objid: 'pd104-o1' }, start),
    ).rejects.toThrow('You are not enrolled in that course.');
  });
});
