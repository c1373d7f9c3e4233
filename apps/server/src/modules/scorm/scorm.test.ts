import { rm } from 'node:fs/promises';
import type { ScormLaunch, ScormStatus } from '@aula/contract/scorm';
import { scormLauncherPath } from '@aula/contract/scorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeBundle } from '../../../test/bundle-fixture.ts';
import { alice, bob, carol, courseBundle } from '../../../test/course-fixture.ts';
import { createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';
import {
  escapingZip,
  package12,
  package2004,
  package2004Declared,
  page as scormPage,
  zipOf,
} from '../../../test/scorm-packages.ts';
import { importContent } from '../../content-sections.ts';
import { BundleError } from '../content/index.ts';

const bcid = 'pharmd-2026-pd101';
let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
let aliceCookie: string;
let bobCookie: string;

/** The course bundle with a SCORM 1.2 and a SCORM 2004 object in pd101. */
async function scormBundle(): Promise<Record<string, unknown>> {
  const bundle = courseBundle();
  const pd101 = structuredClone(bundle['courses/pd101.json']) as {
    nuggets: Array<{ objects: unknown[] }>;
  };
  pd101.nuggets[0]?.objects.push(
    { oid: 'pd101-scorm12', otype: 'scorm', otitle: 'Signal detection', ourl: 'scorm/signal.zip' },
    { oid: 'pd101-scorm2004', otype: 'scorm', otitle: 'Causality', ourl: 'scorm/causality.zip' },
  );
  return {
    ...bundle,
    // Free navigation: these tests launch the packages without completing the objects before them.
    'courses/pd101.json': { ...pd101, freenavigation: true },
    'media/scorm/signal.zip': await package12(),
    'media/scorm/causality.zip': await package2004(),
  };
}

beforeAll(async () => {
  t = await createLearnerHomeApp(await scormBundle());
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

async function launch(objid: string, cookie = aliceCookie, eid = alice.email): Promise<ScormLaunch> {
  const response = await t.call('getScormData', { eid, bcid, objid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function commit(
  objid: string,
  cmi: Record<string, string>,
  terminate = false,
  cookie = aliceCookie,
  eid = alice.email,
): Promise<ScormStatus> {
  const body = { eid, bcid, objid, scoid: 'ITEM-1', cmi, terminate };
  const response = await t.call('commitScormData', body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A launch page on the content origin, signed for alice and the package folder (ADR 0083). */
function signedAddress(folder: string, file: string): RegExp {
  const literal = (text: string) => text.replace(/[.?*+()[\]\\]/g, '\\$&');
  const depth = folder.split('/').length;
  return new RegExp(
    `^http://localhost:3001/content/TESTORG/${literal(encodeURIComponent(alice.email))}/\\d+/${depth}/[A-Za-z0-9_-]{43}/${literal(folder)}/${literal(file)}$`,
  );
}

/** GETs an address of the content origin from its own server. */
function fetchContent(address: string, headers: Record<string, string> = {}) {
  const url = new URL(address);
  return t.app.content.inject({ url: `${url.pathname}${url.search}`, headers });
}

describe('getScormData', () => {
  it('launches a 1.2 package at its first SCO, with the learner, a first entry and the mastery score', async () => {
    expect(await launch('pd101-scorm12')).toEqual({
      title: 'Signal detection',
      version: '1.2',
      scoid: 'ITEM-1',
      scos: [
        { identifier: 'ITEM-1', title: 'Lesson', completed: false },
        { identifier: 'ITEM-2', title: 'Summary', completed: false },
      ],
      toc: [expect.objectContaining({ identifier: 'FOLDER', title: 'Module 1' })],
      controlMode: { flow: true, choice: true },
      objectNeeds: 'completion',
      launchUrl: expect.stringMatching(signedAddress('scorm/signal', 'index.html?start=1')),
      cmi: {
        'cmi.core.student_id': alice.email,
        'cmi.core.student_name': expect.any(String),
        'cmi.core.entry': 'ab-initio',
        'cmi.core.credit': 'credit',
        'cmi.core.lesson_mode': 'normal',
        'cmi.core.total_time': '0000:00:00',
        'cmi.student_data.mastery_score': '80',
      },
    });
  });

  it('launches a 2004 package with its scaled passing score from the manifest', async () => {
    const data = await launch('pd101-scorm2004');
    expect(data.version).toBe('2004');
    expect(data.launchUrl).toMatch(signedAddress('scorm/causality', 'content/start.html'));
    expect(data.cmi).toMatchObject({
      'cmi.learner_id': alice.email,
      'cmi.entry': 'ab-initio',
      'cmi.total_time': 'PT0H0M0S',
      'cmi.scaled_passing_score': '0.7',
    });
  });

  it('serves the package on the content origin, as on any LMS, unchanged', async () => {
    const { launchUrl } = await launch('pd101-scorm12');
    const page = await fetchContent(launchUrl);
    expect(page.statusCode, page.body).toBe(200);
    // Inline scripts, frames of its own, storage and dialogs: no sandbox and no script policy; only the
    // portal (and the package's own pages) may frame it.
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'self' http://localhost:3000");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toBe(scormPage('Lesson', '<p>Page 1</p>'));
    // The package's other files are under the same signature, as its relative addresses ask.
    const manifest = await fetchContent(launchUrl.replace('index.html?start=1', 'imsmanifest.xml'));
    expect(manifest.statusCode).toBe(200);
  });

  it('serves the launcher on the content origin: the API where packages look, talking to the portal only', async () => {
    const page = await t.app.content.inject({ url: scormLauncherPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // Only the portal frames it.
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'self' http://localhost:3000");
    expect(page.body).toContain('<script src="/scorm-runtime/launcher.js"></script>');
    const script = await t.app.content.inject({ url: '/scorm-runtime/launcher.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('CrossFrameAPI');
    // It posts to the player's window at the portal's origin only (and CrossFrameAPI takes answers only
    // from that window and origin), and the package can neither replace nor delete its API.
    expect(script.body).toContain('new window.CrossFrameAPI("http://localhost:3000", window.parent)');
    expect(script.body).toContain('writable: false');
    expect(script.body).toContain('configurable: false');
    // Pages unpacked before the launcher still ask for the per-page script: it does nothing now.
    const retired = await t.app.content.inject({ url: '/scorm-runtime/api.js' });
    expect(retired.statusCode).toBe(200);
    // Nothing but a comment: no code runs.
    expect(retired.body.trim()).toMatch(/^\/\*[^*]*\*\/$/);
    // The portal's origin serves none of it, and lets only itself frame its pages: a package cannot
    // frame the portal to script it.
    for (const url of [scormLauncherPath, '/scorm-runtime/launcher.js', '/scorm-runtime/api.js']) {
      const portal = await t.app.inject({ url });
      expect(portal.statusCode, url).toBe(404);
      const policy = String(portal.headers['content-security-policy']).split(';');
      expect(policy.map((directive) => directive.trim())).toContain("frame-ancestors 'self'");
    }
  });

  it("never serves a package on the portal's origin: not its files, not its zip", async () => {
    for (const path of [
      'scorm/signal/index.html',
      'scorm/signal.zip',
      'scorm/causality/content/start.html',
    ]) {
      const response = await t.app.inject({ url: `/media/TESTORG/${path}` });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it("opens no other package's files, no other learner's address, nothing past its time, and no zip", async () => {
    const { launchUrl } = await launch('pd101-scorm12');
    const other = launchUrl.replace(
      '/scorm/signal/index.html?start=1',
      '/scorm/causality/content/start.html',
    );
    expect((await fetchContent(other)).statusCode).toBe(403);
    // A path that climbs out of the folder is a path the signature does not cover.
    const climbing = launchUrl.replace(
      '/signal/index.html?start=1',
      '/signal/../causality/content/start.html',
    );
    expect((await fetchContent(climbing)).statusCode).not.toBe(200);
    const asBob = launchUrl.replace(encodeURIComponent(alice.email), encodeURIComponent(bob.email));
    const refused = await fetchContent(asBob);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This content address is not valid; open the object again from the course.',
    );
    const zip = launchUrl.replace(/\/2\/([^/]+)\/scorm\/signal\/.*$/, '/1/$1/scorm/signal.zip');
    expect((await fetchContent(zip)).statusCode).toBe(403);
    t.clock.advance(4 * 60 + 1);
    const expired = await fetchContent(launchUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe(
      'This content address has expired; open the object again from the course.',
    );
  });

  it('answers nothing but files on the content origin: no operation, no post', async () => {
    const post = await t.app.content.inject({
      method: 'POST',
      url: '/api/getScormData',
      headers: { 'content-type': 'application/json', cookie: aliceCookie },
      payload: JSON.stringify({ eid: alice.email, bcid, objid: 'pd101-scorm12' }),
    });
    expect(post.statusCode).toBe(403);
    const read = await t.app.content.inject({ url: '/api/getScormData' });
    expect(read.statusCode).toBe(404);
  });

  it('refuses an object that is not a SCORM package, and a course the learner does not study', async () => {
    const pdf = await t.call('getScormData', { eid: alice.email, bcid, objid: 'pd101-o1' }, aliceCookie);
    expect(pdf.statusCode).toBe(404);
    const carolCookie = await t.cookieOf(carol);
    const notEnrolled = await t.call(
      'getScormData',
      { eid: carol.email, bcid, objid: 'pd101-scorm12' },
      carolCookie,
    );
    expect(notEnrolled.statusCode).toBe(403);
  });
});

describe('commitScormData', () => {
  it('stores a 1.2 session and resumes the next launch from its location and suspend data', async () => {
    // The session counts no more than the wall time since its launch: six minutes pass.
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    await launch('pd101-scorm12');
    t.clock.advance(6);
    const during = await commit('pd101-scorm12', {
      'cmi.core.lesson_location': 'page-2',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.suspend_data': 'visited=1,2',
      'cmi.core.exit': 'suspend',
      'cmi.core.session_time': '0000:05:30.50',
    });
    expect(during).toEqual({
      completionStatus: 'incomplete',
      successStatus: 'unknown',
      scoreScaled: null,
      totalSeconds: 0,
      objectComplete: false,
      objectScoreScaled: null,
    });
    const ended = await commit(
      'pd101-scorm12',
      {
        'cmi.core.lesson_location': 'page-3',
        'cmi.core.lesson_status': 'incomplete',
        'cmi.suspend_data': 'visited=1,2,3',
        'cmi.core.exit': 'suspend',
        'cmi.core.session_time': '0000:05:30.50',
        'cmi.interactions.0.id': 'q1',
        'cmi.interactions.0.type': 'choice',
        'cmi.interactions.0.student_response': 'b',
        'cmi.interactions.0.result': 'correct',
        'cmi.objectives.0.id': 'recognise-signals',
        'cmi.objectives.0.status': 'passed',
      },
      true,
    );
    expect(ended.totalSeconds).toBe(331);

    const { cmi } = await launch('pd101-scorm12');
    expect(cmi).toMatchObject({
      'cmi.core.lesson_location': 'page-3',
      'cmi.suspend_data': 'visited=1,2,3',
      'cmi.core.entry': 'resume',
      'cmi.core.total_time': '0000:05:31',
      'cmi.interactions.0.student_response': 'b',
      'cmi.objectives.0.status': 'passed',
    });
    // The ended session's own elements are not handed to the next one.
    expect(cmi['cmi.core.session_time']).toBeUndefined();
    expect(cmi['cmi.core.exit']).toBeUndefined();
  });

  it('reads completion, success and score from a passed 1.2 package', async () => {
    const status = await commit('pd101-scorm12', {
      'cmi.core.lesson_status': 'passed',
      'cmi.core.score.raw': '90',
      'cmi.core.score.max': '100',
      'cmi.core.score.min': '0',
    });
    expect(status).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.9,
    });
  });

  it('reads 2004 completion and success apart, and adds an ISO session time on terminate', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    await launch('pd101-scorm2004');
    t.clock.advance(2);
    const status = await commit(
      'pd101-scorm2004',
      {
        'cmi.completion_status': 'completed',
        'cmi.success_status': 'failed',
        'cmi.score.scaled': '0.4',
        'cmi.location': 'question-5',
        'cmi.session_time': 'PT1M30S',
        'cmi.exit': 'normal',
      },
      true,
    );
    // Its manifest sets a mastery score: completed is not enough, the package must report passed.
    expect(status).toEqual({
      completionStatus: 'completed',
      successStatus: 'failed',
      scoreScaled: 0.4,
      totalSeconds: 90,
      objectComplete: false,
      objectScoreScaled: 0.4,
    });
    const { cmi } = await launch('pd101-scorm2004');
    expect(cmi).toMatchObject({
      'cmi.location': 'question-5',
      'cmi.entry': '',
      'cmi.total_time': 'PT0H1M30S',
    });
  });

  it("keeps each learner's data apart: another learner starts afresh and cannot name mine", async () => {
    const bobs = await launch('pd101-scorm12', bobCookie, bob.email);
    expect(bobs.cmi['cmi.core.entry']).toBe('ab-initio');
    expect(bobs.cmi['cmi.core.lesson_location']).toBeUndefined();
    const asAlice = await t.call(
      'getScormData',
      { eid: alice.email, bcid, objid: 'pd101-scorm12' },
      bobCookie,
    );
    expect(asAlice.statusCode).toBe(403);
    const writeAlice = await t.call(
      'commitScormData',
      {
        eid: alice.email,
        bcid,
        objid: 'pd101-scorm12',
        scoid: 'ITEM-1',
        cmi: { 'cmi.core.lesson_location': 'x' },
      },
      bobCookie,
    );
    expect(writeAlice.statusCode).toBe(403);
    expect((await launch('pd101-scorm12')).cmi['cmi.core.lesson_location']).not.toBe('x');
  });

  it('refuses elements only the LMS sets, and values past their limit', async () => {
    for (const cmi of [
      { 'cmi.core.student_id': 'someone-else' },
      { 'cmi.core.total_time': '9999:00:00' },
      { 'cmi.scaled_passing_score': '0' },
      { 'cmi.suspend_data': 'x'.repeat(64_001) },
    ]) {
      const response = await t.call(
        'commitScormData',
        { eid: alice.email, bcid, objid: 'pd101-scorm12', scoid: 'ITEM-1', cmi },
        aliceCookie,
      );
      expect(response.statusCode, JSON.stringify(Object.keys(cmi))).toBe(400);
    }
  });
});

describe('the SCORM packages of a bundle', () => {
  /** Imports `bundle` into the test app's database (in one transaction: a refused bundle changes nothing). */
  async function importError(bundle: Record<string, unknown>): Promise<string> {
    const folder = await writeBundle(bundle);
    try {
      const error = await importContent(t.database.db, folder, t).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BundleError);
      return (error as Error).message;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it('stops the import naming the object and the problem when a zip lacks its manifest', async () => {
    const bundle = await scormBundle();
    bundle['media/scorm/signal.zip'] = await zipOf({ 'index.html': '<p>no manifest</p>' });
    expect(await importError(bundle)).toContain(
      'courses/pd101.json: nuggets.0.objects.2.ourl: media/scorm/signal.zip: The package has no imsmanifest.xml at its root',
    );
  });

  it('stops the import when a zip escapes its folder', async () => {
    const bundle = await scormBundle();
    bundle['media/scorm/signal.zip'] = await escapingZip('evil.html');
    expect(await importError(bundle)).toContain(
      'media/scorm/signal.zip: The package is not a safe zip: invalid relative path: ../evil.html',
    );
  });

  it('refuses a scorm object that is not a zip', async () => {
    const bundle = await scormBundle();
    const pd101 = bundle['courses/pd101.json'] as { nuggets: Array<{ objects: Array<{ ourl?: string }> }> };
    const object = pd101.nuggets[0]?.objects[2];
    if (object) object.ourl = 'pdf/reading.pdf';
    expect(await importError(bundle)).toContain('nuggets.0.objects.2.ourl: must be a SCORM package (a .zip)');
  });

  it("tells the package's report as it imports, and installs a package with sequencing Aula does not run", async () => {
    const bundle = await scormBundle();
    bundle['media/scorm/causality.zip'] = await package2004Declared({
      extra: '<imsss:randomizationControls reorderChildren="true"/>',
    });
    const folder = await writeBundle(bundle);
    const notes: string[] = [];
    try {
      await importContent(t.database.db, folder, { ...t, onNote: (note) => notes.push(note) });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(notes).toContain(
      'courses/pd101.json: media/scorm/causality.zip: warning: Item "SCO-CHECK" declares randomisation or selection (imsss:randomizationControls), which Aula does not run.',
    );
    expect(notes).toContain(
      'courses/pd101.json: media/scorm/causality.zip: info: SCO "SCO-CHECK" has a mastery score of 60%: its score decides passed or failed.',
    );
    const launched = await launch('pd101-scorm2004');
    expect(launched.scos.map((sco) => sco.identifier)).toEqual(['SCO-READ', 'SCO-CHECK', 'SCO-WRAP']);
  });
});
