import { outOfOrderMessage, unitDisabledMessage } from '@aula/contract/course-player';
import { scormNotDoneMessage } from '@aula/contract/scorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alice, courseBundle } from '../../../test/course-fixture.ts';
import { createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';
import { package12, package2004 } from '../../../test/scorm-packages.ts';

/*
 * A SCORM object counts complete only when its package said so, its sessions count no more than the wall
 * time they were open, and its launch and commits follow the player's reachability rule (ADR 0063).
 *
 * pd101 (without free navigation) starts with two packages, 1.2 (two SCOs) then 2004 (a mastery score),
 * has a third package at the end of its second unit, and a fourth in a unit the admin disabled.
 */

const bcid = 'pharmd-2026-pd101';
const start = new Date('2026-11-20T10:00:00Z');
let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
let cookie: string;

async function bundle(): Promise<Record<string, unknown>> {
  const base = courseBundle();
  const pd101 = structuredClone(base['courses/pd101.json']) as {
    nuggets: Array<{ objects: unknown[] }>;
  };
  const scorm = (oid: string, ourl: string) => ({ oid, otype: 'scorm', otitle: oid, ourl });
  pd101.nuggets[0]?.objects.unshift(
    scorm('pd101-scorm12', 'scorm/signal.zip'),
    scorm('pd101-scorm2004', 'scorm/causality.zip'),
  );
  pd101.nuggets[1]?.objects.push(scorm('pd101-scorm-late', 'scorm/signal.zip'));
  pd101.nuggets[2]?.objects.push(scorm('pd101-scorm-held', 'scorm/signal.zip'));
  return {
    ...base,
    'courses/pd101.json': pd101,
    'media/scorm/signal.zip': await package12(),
    'media/scorm/causality.zip': await package2004(),
  };
}

beforeAll(async () => {
  t = await createLearnerHomeApp(await bundle());
  cookie = await t.cookieOf(alice);
});
afterEach(() => t.clock.reset());
afterAll(() => t.app.close());

const call = (name: string, body: Record<string, unknown>) =>
  t.call(name, { eid: alice.email, bcid, ...body }, cookie);
const launch = (objid: string, scoid?: string) =>
  call('getScormData', { objid, ...(scoid ? { scoid } : {}) });
const commit = (objid: string, scoid: string, cmi: Record<string, string>, terminate = false) =>
  call('commitScormData', { objid, scoid, cmi, terminate });
const markComplete = (objid: string, timespent: number) => call('syncUserProgress', { objid, timespent });

describe('reachability of SCORM objects', () => {
  it('refuses to launch or commit an object not reached yet, as the player refuses to open it', async () => {
    const launched = await launch('pd101-scorm-late');
    expect(launched.statusCode).toBe(409);
    expect(launched.json().error.message).toBe(outOfOrderMessage);
    const committed = await commit('pd101-scorm-late', 'ITEM-1', { 'cmi.core.lesson_status': 'completed' });
    expect(committed.statusCode).toBe(409);
  });

  it('refuses an object in a unit the admin disabled', async () => {
    const launched = await launch('pd101-scorm-held');
    expect(launched.statusCode).toBe(403);
    expect(launched.json().error.message).toBe(unitDisabledMessage);
    const committed = await commit('pd101-scorm-held', 'ITEM-1', { 'cmi.core.lesson_status': 'completed' });
    expect(committed.statusCode).toBe(403);
  });
});

describe('Mark Complete on a SCORM object', () => {
  it('is refused until the package reported every SCO completed or passed (1.2)', async () => {
    t.clock.set(start);
    expect((await call('openObject', { objid: 'pd101-scorm12' })).statusCode).toBe(200);
    t.clock.advance(1);
    const silent = await markComplete('pd101-scorm12', 60);
    expect(silent.statusCode).toBe(409);
    expect(silent.json().error.message).toBe(scormNotDoneMessage);

    await launch('pd101-scorm12', 'ITEM-1');
    await commit('pd101-scorm12', 'ITEM-1', { 'cmi.core.lesson_status': 'failed' });
    await commit('pd101-scorm12', 'ITEM-2', { 'cmi.core.lesson_status': 'completed' });
    expect((await markComplete('pd101-scorm12', 60)).statusCode).toBe(409);

    const passed = await commit('pd101-scorm12', 'ITEM-1', { 'cmi.core.lesson_status': 'passed' });
    expect(passed.json().objectComplete).toBe(true);
    const done = await markComplete('pd101-scorm12', 60);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().userOP.op).toBe(2);
  });

  it('needs a pass where the 2004 manifest sets a mastery score, completed alone is not enough', async () => {
    t.clock.set(start);
    expect((await call('openObject', { objid: 'pd101-scorm2004' })).statusCode).toBe(200);
    await launch('pd101-scorm2004');
    t.clock.advance(1);
    await commit('pd101-scorm2004', 'ITEM-1', { 'cmi.completion_status': 'completed' });
    expect((await markComplete('pd101-scorm2004', 60)).statusCode).toBe(409);
    await commit('pd101-scorm2004', 'ITEM-1', {
      'cmi.completion_status': 'incomplete',
      'cmi.success_status': 'passed',
    });
    expect((await markComplete('pd101-scorm2004', 60)).statusCode).toBe(409);
    await commit('pd101-scorm2004', 'ITEM-1', {
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'passed',
    });
    expect((await markComplete('pd101-scorm2004', 60)).statusCode).toBe(200);
  });
});

// After the completions above: the 2004 object is reached once the 1.2 one is complete.
describe('session time', () => {
  it('counts no more than the wall time since the launch, and one SCO session at a time', async () => {
    t.clock.set(start);
    expect((await launch('pd101-scorm12', 'ITEM-2')).statusCode).toBe(200);
    t.clock.advance(1);
    // The package says two hours; one minute passed.
    const ended = await commit('pd101-scorm12', 'ITEM-2', { 'cmi.core.session_time': '0002:00:00' }, true);
    expect(ended.json().totalSeconds).toBe(60);
    // Ending it again adds nothing.
    const again = await commit('pd101-scorm12', 'ITEM-2', { 'cmi.core.session_time': '0002:00:00' }, true);
    expect(again.json().totalSeconds).toBe(60);

    // Two SCOs launched at once: the later launch ends the first session uncounted.
    expect((await launch('pd101-scorm12', 'ITEM-2')).statusCode).toBe(200);
    expect((await launch('pd101-scorm2004')).statusCode).toBe(200);
    t.clock.advance(10);
    const first = await commit('pd101-scorm12', 'ITEM-2', { 'cmi.core.session_time': '0000:10:00' }, true);
    expect(first.json().totalSeconds).toBe(60);
    const second = await commit('pd101-scorm2004', 'ITEM-1', { 'cmi.session_time': 'PT10M' }, true);
    expect(second.json().totalSeconds).toBe(600);
  });
});
