import { closedMessage, type UserCourseProgress } from '@aula/contract/course-player';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, createCoursePlayerApp } from '../../../test/course-player-fixture.ts';

/*
 * One open object per learner (ADR 0063): time counts only for the object open now, so opening k objects
 * at once and completing each later cannot record k times the wall time.
 */

let t: Awaited<ReturnType<typeof createCoursePlayerApp>>;
const cookies = new Map<string, string>();
const bcid = 'pharmd-2026-pd104';
const start = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createCoursePlayerApp();
  for (const learner of [alice, bob]) cookies.set(learner.email, await t.cookieOf(learner));
});
afterAll(() => t.app.close());

function as(learner: { email: string }) {
  const cookie = cookies.get(learner.email) ?? '';
  const call = (name: string, body: Record<string, unknown>) =>
    t.call(name, { eid: learner.email, bcid, ...body }, cookie);
  return {
    open: (objid: string) => call('openObject', { objid }),
    complete: (objid: string, timespent: number) => call('syncUserProgress', { objid, timespent }),
    async timeOf(objid: string): Promise<number | undefined> {
      const course = (await call('getUserCourseProgress', {})).json() as UserCourseProgress;
      const objects = course.nuggets.flatMap((nugget) => nugget.objects);
      return objects.find((object) => object.oid === objid)?.userOP.timespent;
    },
  };
}

describe('one open object per learner', () => {
  it('closes the object opened before: only the one open now may be completed', async () => {
    t.clock.set(start);
    const learner = as(alice);
    for (const objid of ['pd104-o1', 'pd104-o2', 'pd104-o3']) {
      expect((await learner.open(objid)).statusCode).toBe(200);
    }
    t.clock.advance(1);
    for (const objid of ['pd104-o1', 'pd104-o2']) {
      const closed = await learner.complete(objid, 60);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error.message).toBe(closedMessage);
    }
    expect((await learner.complete('pd104-o3', 60)).statusCode).toBe(200);
    // The minute passed once: it is counted once.
    expect(await learner.timeOf('pd104-o3')).toBe(60);
    expect(await learner.timeOf('pd104-o1')).toBe(0);
  });

  it('records no more than the wall time the object was open, even within the grace', async () => {
    t.clock.set(start);
    const learner = as(alice);
    await learner.open('pd104-o1');
    t.clock.advance(10 / 60);
    const answer = await learner.complete('pd104-o1', 14);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().userOP.timespent).toBe(10);
  });

  it('keeps one object open when two are opened at once', async () => {
    t.clock.set(start);
    const learner = as(bob);
    const opened = await Promise.all(['pd104-o1', 'pd104-o2'].map((objid) => learner.open(objid)));
    for (const response of opened) expect(response.statusCode).toBe(200);
    t.clock.advance(1);
    const completed = await Promise.all(['pd104-o1', 'pd104-o2'].map((objid) => learner.complete(objid, 60)));
    expect(completed.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });
});
