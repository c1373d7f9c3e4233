import type { ScormLaunch, ScormStatus } from '@aula/contract/scorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, courseBundle } from '../../../test/course-fixture.ts';
import { createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';
import { package12, package2004MultiSco } from '../../../test/scorm-packages.ts';

const bcid = 'pharmd-2026-pd101';
let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
let aliceCookie: string;
let bobCookie: string;

/** pd101 with three SCORM objects of several SCOs: 2004 with choice and flow, 2004 with flow only, 1.2. */
async function multiScoBundle(): Promise<Record<string, unknown>> {
  const bundle = courseBundle();
  const pd101 = structuredClone(bundle['courses/pd101.json']) as { nuggets: Array<{ objects: unknown[] }> };
  pd101.nuggets[0]?.objects.push(
    { oid: 'golf', otype: 'scorm', otitle: 'Golf explained', ourl: 'scorm/golf.zip' },
    { oid: 'golf-flow', otype: 'scorm', otitle: 'Golf in order', ourl: 'scorm/golf-flow.zip' },
    { oid: 'signal', otype: 'scorm', otitle: 'Signal detection', ourl: 'scorm/signal.zip' },
  );
  return {
    ...bundle,
    // Free navigation: these tests launch the packages without completing the objects before them.
    'courses/pd101.json': { ...pd101, freenavigation: true },
    'media/scorm/golf.zip': await package2004MultiSco({ flow: true, choice: true }),
    'media/scorm/golf-flow.zip': await package2004MultiSco({ flow: true, choice: false }),
    'media/scorm/signal.zip': await package12(),
  };
}

beforeAll(async () => {
  t = await createLearnerHomeApp(await multiScoBundle());
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
});
afterEach(() => t.clock.reset());
afterAll(() => t.app.close());

async function launch(objid: string, scoid?: string, cookie = aliceCookie, eid = alice.email) {
  const body = { eid, bcid, objid, ...(scoid === undefined ? {} : { scoid }) };
  const response = await t.call('getScormData', body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  // Each launch a minute after the last, so that the last one launched is plain.
  t.clock.advance(1);
  return response.json() as ScormLaunch;
}

async function commit(objid: string, scoid: string, cmi: Record<string, string>): Promise<ScormStatus> {
  const body = { eid: alice.email, bcid, objid, scoid, cmi };
  const response = await t.call('commitScormData', body, aliceCookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a package of several SCOs', () => {
  it('launches the first SCO with the SCOs, the table of contents and the control mode', async () => {
    const first = await launch('golf');
    expect(first).toMatchObject({
      scoid: 'SCO-INTRO',
      launchUrl: expect.stringMatching(/\/2\/[A-Za-z0-9_-]{43}\/scorm\/golf\/content\/intro\.html$/),
      scos: [
        { identifier: 'SCO-INTRO', title: 'Introduction', completed: false },
        { identifier: 'SCO-CASE', title: 'A case', completed: false },
        { identifier: 'SCO-QUIZ', title: 'Quiz', completed: false },
      ],
      controlMode: { flow: true, choice: true },
    });
    expect(first.toc.map((item) => item.identifier)).toEqual(['MODULE-1', 'SCO-QUIZ']);
    expect(first.cmi['cmi.scaled_passing_score']).toBeUndefined();
    const quiz = await launch('golf', 'SCO-QUIZ');
    expect(quiz.launchUrl).toMatch(/\/scorm\/golf\/content\/quiz\.html$/);
    expect(quiz.cmi['cmi.scaled_passing_score']).toBe('0.8');
  });

  it('keeps CMI data per SCO, resumes each, and reopens the SCO the learner was last in', async () => {
    await launch('golf', 'SCO-INTRO');
    await commit('golf', 'SCO-INTRO', { 'cmi.location': 'intro-2', 'cmi.exit': 'suspend' });
    const caseSco = await launch('golf', 'SCO-CASE');
    expect(caseSco.launchUrl).toMatch(/\/scorm\/golf\/content\/case\.html\?case=2$/);
    expect(caseSco.cmi['cmi.entry']).toBe('ab-initio');
    expect(caseSco.cmi['cmi.location']).toBeUndefined();
    await commit('golf', 'SCO-CASE', { 'cmi.location': 'case-3', 'cmi.suspend_data': 'seen' });

    const reopened = await launch('golf');
    expect(reopened.scoid).toBe('SCO-CASE');
    expect(reopened.cmi).toMatchObject({ 'cmi.location': 'case-3', 'cmi.suspend_data': 'seen' });
    const intro = await launch('golf', 'SCO-INTRO');
    expect(intro.cmi).toMatchObject({ 'cmi.location': 'intro-2', 'cmi.entry': 'resume' });
    expect((await launch('golf')).scoid).toBe('SCO-INTRO');
  });

  it('is complete only once every SCO is completed and none failed; its score is the mean of those reported', async () => {
    const completed = { 'cmi.completion_status': 'completed' };
    expect(await commit('golf', 'SCO-INTRO', completed)).toMatchObject({
      completionStatus: 'completed',
      objectComplete: false,
      objectScoreScaled: null,
    });
    await commit('golf', 'SCO-CASE', { ...completed, 'cmi.score.scaled': '0.6' });
    const failed = await commit('golf', 'SCO-QUIZ', {
      ...completed,
      'cmi.success_status': 'failed',
      'cmi.score.scaled': '0.5',
    });
    expect(failed).toMatchObject({ successStatus: 'failed', objectComplete: false, objectScoreScaled: 0.55 });
    const passed = await commit('golf', 'SCO-QUIZ', {
      ...completed,
      'cmi.success_status': 'passed',
      'cmi.score.scaled': '0.9',
    });
    expect(passed).toMatchObject({ objectComplete: true, objectScoreScaled: 0.75 });
    expect((await launch('golf')).scos.every((sco) => sco.completed)).toBe(true);
  });

  it("counts 1.2's completed and passed as done, and failed as not", async () => {
    await commit('signal', 'ITEM-1', { 'cmi.core.lesson_status': 'failed' });
    expect(await commit('signal', 'ITEM-2', { 'cmi.core.lesson_status': 'completed' })).toMatchObject({
      objectComplete: false,
    });
    expect(await commit('signal', 'ITEM-1', { 'cmi.core.lesson_status': 'passed' })).toMatchObject({
      objectComplete: true,
    });
  });

  it('refuses a SCO the package does not have, naming it', async () => {
    for (const [operation, extra] of [
      ['getScormData', {}],
      ['commitScormData', { cmi: { 'cmi.location': 'x' } }],
    ] as const) {
      const response = await t.call(
        operation,
        { eid: alice.email, bcid, objid: 'golf', scoid: 'SCO-NOPE', ...extra },
        aliceCookie,
      );
      expect(response.statusCode, operation).toBe(400);
      expect(response.json().error.message).toContain('"SCO-NOPE"');
    }
  });

  it('without choice, moves only to the SCO before or after the one the learner is in', async () => {
    const refused = await t.call(
      'getScormData',
      { eid: alice.email, bcid, objid: 'golf-flow', scoid: 'SCO-CASE' },
      aliceCookie,
    );
    expect(refused.statusCode).toBe(400);
    expect((await launch('golf-flow')).scoid).toBe('SCO-INTRO');
    expect((await launch('golf-flow', 'SCO-CASE')).scoid).toBe('SCO-CASE');
    expect((await launch('golf-flow', 'SCO-QUIZ')).scoid).toBe('SCO-QUIZ');
    const jump = await t.call(
      'getScormData',
      { eid: alice.email, bcid, objid: 'golf-flow', scoid: 'SCO-INTRO' },
      aliceCookie,
    );
    expect(jump.statusCode).toBe(400);
    expect((await launch('golf-flow', 'SCO-CASE')).scoid).toBe('SCO-CASE');
  });

  it("keeps another learner's SCOs apart: they start afresh and cannot read or write mine", async () => {
    const bobs = await launch('golf', 'SCO-CASE', bobCookie, bob.email);
    expect(bobs.cmi['cmi.entry']).toBe('ab-initio');
    expect(bobs.cmi['cmi.location']).toBeUndefined();
    expect(bobs.scos.some((sco) => sco.completed)).toBe(false);
    const read = await t.call(
      'getScormData',
      { eid: alice.email, bcid, objid: 'golf', scoid: 'SCO-CASE' },
      bobCookie,
    );
    expect(read.statusCode).toBe(403);
    const write = await t.call(
      'commitScormData',
      { eid: alice.email, bcid, objid: 'golf', scoid: 'SCO-CASE', cmi: { 'cmi.location': 'x' } },
      bobCookie,
    );
    expect(write.statusCode).toBe(403);
    expect((await launch('golf', 'SCO-CASE')).cmi['cmi.score.scaled']).toBe('0.6');
  });
});
