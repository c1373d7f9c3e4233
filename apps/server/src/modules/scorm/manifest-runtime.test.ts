import type { ScormLaunch, ScormStatus } from '@aula/contract/scorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alice, courseBundle } from '../../../test/course-fixture.ts';
import { createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';
import { package12Declared, package2004Declared } from '../../../test/scorm-packages.ts';

/*
 * What a manifest declares reaches the runtime at launch, and the server reads the SCO's status as the
 * run-time has the LMS evaluate it, and the package's by its rollup rules (ADR 0087).
 */

const bcid = 'pharmd-2026-pd101';
let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
let cookie: string;

async function bundle(): Promise<Record<string, unknown>> {
  const base = courseBundle();
  const pd101 = structuredClone(base['courses/pd101.json']) as { nuggets: Array<{ objects: unknown[] }> };
  pd101.nuggets[0]?.objects.push(
    { oid: 'review', otype: 'scorm', otitle: 'Signal review', ourl: 'scorm/review.zip' },
    { oid: 'lesson12', otype: 'scorm', otitle: 'Lesson', ourl: 'scorm/lesson12.zip' },
  );
  return {
    ...base,
    'courses/pd101.json': { ...pd101, freenavigation: true },
    'media/scorm/review.zip': await package2004Declared(),
    'media/scorm/lesson12.zip': await package12Declared(),
  };
}

beforeAll(async () => {
  t = await createLearnerHomeApp(await bundle());
  cookie = await t.cookieOf(alice);
});
afterEach(() => t.clock.reset());
afterAll(() => t.app.close());

async function launch(objid: string, scoid: string): Promise<ScormLaunch> {
  const response = await t.call('getScormData', { eid: alice.email, bcid, objid, scoid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  t.clock.advance(1);
  return response.json();
}

async function commit(objid: string, scoid: string, cmi: Record<string, string>): Promise<ScormStatus> {
  const body = { eid: alice.email, bcid, objid, scoid, cmi };
  const response = await t.call('commitScormData', body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the manifest in the runtime', () => {
  it('gives a 2004 SCO its data from the LMS, completion threshold, time limit and objectives', async () => {
    const read = await launch('review', 'SCO-READ');
    expect(read.cmi).toMatchObject({
      'cmi.launch_data': 'mode=review&level=2',
      'cmi.completion_threshold': '0.75',
      'cmi.max_time_allowed': 'PT30M',
      'cmi.time_limit_action': 'exit,message',
    });
    expect(read.cmi['cmi.scaled_passing_score']).toBeUndefined();
    const check = await launch('review', 'SCO-CHECK');
    expect(check.cmi).toMatchObject({
      'cmi.scaled_passing_score': '0.6',
      'cmi.objectives.0.id': 'check-passed',
      'cmi.objectives.1.id': 'signal-named',
    });
    expect(check.objectNeeds).toBe('pass');
  });

  it('keeps the objectives the SCO stored, and adds only those it does not hold after them', async () => {
    await commit('review', 'SCO-CHECK', {
      'cmi.objectives.0.id': 'own-objective',
      'cmi.objectives.0.success_status': 'passed',
      'cmi.objectives.1.id': 'signal-named',
      'cmi.objectives.1.score.scaled': '0.9',
    });
    const { cmi } = await launch('review', 'SCO-CHECK');
    expect(Object.entries(cmi).filter(([element]) => /^cmi\.objectives\.\d+\.id$/.test(element))).toEqual([
      ['cmi.objectives.0.id', 'own-objective'],
      ['cmi.objectives.1.id', 'signal-named'],
      ['cmi.objectives.2.id', 'check-passed'],
    ]);
    expect(cmi['cmi.objectives.1.score.scaled']).toBe('0.9');
  });

  it('decides completion by the threshold and success by the scaled passing score where the SCO reports them', async () => {
    expect(
      await commit('review', 'SCO-READ', {
        'cmi.completion_status': 'completed',
        'cmi.progress_measure': '0.5',
      }),
    ).toMatchObject({ completionStatus: 'incomplete' });
    expect(await commit('review', 'SCO-READ', { 'cmi.progress_measure': '0.8' })).toMatchObject({
      completionStatus: 'completed',
    });
    expect(
      await commit('review', 'SCO-CHECK', { 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.5' }),
    ).toMatchObject({ successStatus: 'failed', scoreScaled: 0.5 });
    // Without a measure or a score, the SCO's own word stands.
    expect(
      await commit('review', 'SCO-WRAP', {
        'cmi.completion_status': 'completed',
        'cmi.success_status': 'unknown',
      }),
    ).toMatchObject({ completionStatus: 'completed', successStatus: 'unknown' });
  });

  it('completes the object when the rollup rules say so: all SCOs completed, any satisfied', async () => {
    await commit('review', 'SCO-READ', { 'cmi.progress_measure': '1' });
    await commit('review', 'SCO-WRAP', { 'cmi.completion_status': 'completed' });
    const failed = await commit('review', 'SCO-CHECK', {
      'cmi.completion_status': 'completed',
      'cmi.score.scaled': '0.4',
    });
    // Every SCO completed, none satisfied: not complete.
    expect(failed).toMatchObject({ successStatus: 'failed', objectComplete: false });
    const passed = await commit('review', 'SCO-CHECK', {
      'cmi.completion_status': 'completed',
      'cmi.score.scaled': '0.7',
    });
    expect(passed).toMatchObject({ successStatus: 'passed', objectComplete: true });
    // One SCO back to incomplete: the all-completed rule no longer fires.
    expect(await commit('review', 'SCO-WRAP', { 'cmi.progress_measure': '0.2' })).toMatchObject({
      objectComplete: false,
    });
  });

  it('gives a 1.2 SCO its launch data, mastery score and time limit, and the score decides passed or failed once it is done', async () => {
    const { cmi } = await launch('lesson12', 'ITEM-1');
    expect(cmi).toMatchObject({
      'cmi.launch_data': 'start=intro',
      'cmi.student_data.mastery_score': '75',
      'cmi.student_data.max_time_allowed': '00:45:00',
      'cmi.student_data.time_limit_action': 'continue,no message',
    });
    expect(
      await commit('lesson12', 'ITEM-1', {
        'cmi.core.lesson_status': 'incomplete',
        'cmi.core.score.raw': '40',
      }),
    ).toMatchObject({ completionStatus: 'incomplete', successStatus: 'unknown' });
    expect(
      await commit('lesson12', 'ITEM-1', {
        'cmi.core.lesson_status': 'completed',
        'cmi.core.score.raw': '60',
      }),
    ).toMatchObject({ completionStatus: 'completed', successStatus: 'failed' });
    expect(
      await commit('lesson12', 'ITEM-1', { 'cmi.core.lesson_status': 'failed', 'cmi.core.score.raw': '80' }),
    ).toMatchObject({ completionStatus: 'completed', successStatus: 'passed' });
  });
});
