import { brotliDecompressSync } from 'node:zlib';
import { sessionCookieName } from '@aula/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, carol, createCourseApp, fixtureOid } from '../../test/course-fixture.ts';
import { fakeWebBuild } from '../../test/fake-web-build.ts';

const template =
  '<!doctype html><html lang="en"><head><title>Aula</title></head><body><div id="root"></div></body></html>';

/**
 * Stands in for the web build's prerenderer (dist-ssr/prerender.js) as the real one reads its data:
 * through the API transport the server hands it, signed in or not by the request's cookie. It draws
 * the course's title and description; a refused call throws, as a screen's failed query does.
 */
const fakePrerenderer = `
export const signedInPrerenderPaths = ['/course', '/coursePlayer'];
export function pageLanguage() { return 'en'; }
export async function renderLandingPage() { throw new Error('not in this test'); }
async function call(api, name, body) {
  const answer = await api('/api/' + name, { method: 'POST', body: JSON.stringify(body) });
  return { status: answer.status, body: await answer.json() };
}
export async function renderSignedInPage({ template, url, api }) {
  const session = await call(api, 'auth/currentSession', {});
  if (session.status !== 200) return undefined;
  const bcid = new URL(url, 'http://localhost').searchParams.get('course');
  if (bcid === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
  if (bcid === 'feed') {
    // A screen that would show the calendar feed's address: the read creates it on first use.
    const feed = await call(api, 'getCalendarFeedUrl', { oid: '${fixtureOid}' });
    return template.replace('<div id="root"></div>', '<div id="root"><p>' + feed.status + ' ' + feed.body.error.message + '</p></div>');
  }
  const course = await call(api, 'getCourse', { oid: '${fixtureOid}', bcid });
  if (course.status !== 200) throw new Error('getCourse answered ' + course.status);
  const { ttitle, tdescription } = course.body;
  return template.replace('<div id="root"></div>', '<div id="root"><h1>' + ttitle + '</h1>' + tdescription + '</div>');
}
`;

let build: Awaited<ReturnType<typeof fakeWebBuild>>;
let t: Awaited<ReturnType<typeof createCourseApp>>;

beforeAll(async () => {
  build = await fakeWebBuild(template, fakePrerenderer);
  t = await createCourseApp({ webFolder: build.webFolder });
});

afterAll(async () => {
  await t.app.close();
  await build.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /course with a session cookie', () => {
  it("is the learner's course page, with what the API gives that learner", async () => {
    const response = await get('/course?course=pharmd-2026-pd101', { cookie: await t.cookieOf(alice) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"><h1>Pharmaceutics</h1><p>Dosage forms</p>');
    // The description as the API sanitises it.
    expect(response.body).not.toContain('alert');
  });

  it('is never kept by a cache, nor given to another cookie', async () => {
    const response = await get('/course?course=pharmd-2026-pd101', { cookie: await t.cookieOf(alice) });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('Cookie');
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const response = await get('/coursePlayer?course=pharmd-2026-pd101&object=pd101-o1', {
      cookie: await t.cookieOf(alice),
      'accept-encoding': 'gzip, br',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Pharmaceutics</h1>');
  });
});

describe('a read with effects asked by a prerender', () => {
  it('is refused before its route: a prerender never creates anything on the learner’s behalf', async () => {
    const response = await get('/course?course=feed', { cookie: await t.cookieOf(alice) });
    // Refused by the transport, not by the route (which would create the address). A quiz, whose route
    // answers a prerender without starting it, is quiz-prerender.test.ts's.
    expect(response.body).toContain(
      '<div id="root"><p>403 A prerender does not make a read with effects.</p></div>',
    );
  });
});

describe('the plain page, exactly as without a session (the app decides what to show)', () => {
  const plain = async (url: string, cookie: string | undefined) => {
    const response = await get(url, cookie === undefined ? {} : { cookie });
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toBe(template);
    expect(response.headers['cache-control']).toBe('no-cache');
  };

  it("answers another learner's course and another organisation's", async () => {
    // Bob did not choose the elective pd102; Carol is in no batch; other-pd101 is OTHERORG's.
    await plain('/course?course=pharmd-2026-pd102', await t.cookieOf(bob));
    await plain('/course?course=pharmd-2026-pd101', await t.cookieOf(carol));
    await plain('/course?course=other-pd101', await t.cookieOf(alice));
  });

  it('answers a bad or ended session, and no session at all', async () => {
    await plain('/course?course=pharmd-2026-pd101', `${sessionCookieName}=not-a-session`);
    await plain('/course?course=pharmd-2026-pd101', undefined);
  });

  it('answers a render slower than its budget, and pages that are not prerendered', async () => {
    await plain('/course?course=slow', await t.cookieOf(alice));
    await plain('/myPrograms', await t.cookieOf(alice));
  });
});
