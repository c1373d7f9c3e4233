import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../../test/fake-web-build.ts';
import { type Prerenderer, startPrerenderThread } from './prerender-thread.ts';

/**
 * Stands in for the web build's prerenderer: a landing page that waits, blocking its thread, until a
 * flag in shared memory is raised; a signed-in page drawn from two API calls; a render that stops its
 * thread.
 */
const fakePrerenderer = `
export const signedInPrerenderPaths = ['/course'];
export function pageLanguage({ cookies }) { return cookies['aula.language'] ?? 'en'; }
export async function renderLandingPage({ template, organisation }) {
  if (organisation.name === 'Crash') process.exit(3);
  Atomics.wait(new Int32Array(organisation.flag), 0, 0);
  return template + organisation.name;
}
export async function renderSignedInPage({ url, api }) {
  const first = await api('/api/getCourse', { method: 'POST', body: JSON.stringify({ url }) });
  let second;
  try {
    second = (await api('/api/broken', { method: 'POST', body: '{}' })).status;
  } catch (error) {
    second = error.message;
  }
  return first.status + ' ' + first.headers.get('content-type') + ' ' + (await first.text()) + ' | ' + second;
}
`;

let build: Awaited<ReturnType<typeof fakeWebBuild>>;
let entry: string;
let crashes = 0;
let thread: Prerenderer;

beforeAll(async () => {
  build = await fakeWebBuild('<p>page</p>', fakePrerenderer);
  entry = `${build.webFolder}/../dist-ssr/prerender.js`;
  thread = await startPrerenderThread(entry, () => {
    crashes += 1;
  });
});

afterAll(async () => {
  await thread.close();
  await build.remove();
});

describe("the prerenderer's thread", () => {
  it("renders beside the server's thread, which goes on while a render is held up", async () => {
    const flag = new SharedArrayBuffer(4);
    const organisation = { name: 'Demo University', flag } as never;
    const page = thread.renderLandingPage({ template: '<p>page</p>', organisation, language: 'en' });
    // The render waits for the flag, blocking the thread it runs on; only this thread raises it, after
    // a turn of its event loop (on this thread, the render would never end).
    await new Promise((resolve) => setImmediate(resolve));
    Atomics.store(new Int32Array(flag), 0, 1);
    Atomics.notify(new Int32Array(flag), 0);
    expect(await page).toBe('<p>page</p>Demo University');
    expect(await thread.pageLanguage({ cookies: { 'aula.language': 'fr' } })).toBe('fr');
  });

  it("makes a render's API calls on the server's thread, with their bodies, and hands back their answers", async () => {
    const asked: Array<[string, unknown]> = [];
    const page = await thread.renderSignedInPage({
      template: '',
      url: '/course?course=pd101',
      language: 'en',
      cookies: {},
      now: 0,
      api: async (path, init) => {
        asked.push([path, init.body]);
        if (path === '/api/broken') throw new Error('the route failed');
        return Response.json({ ttitle: 'Pharmaceutics' }, { status: 200 });
      },
    });
    expect(asked).toEqual([
      ['/api/getCourse', JSON.stringify({ url: '/course?course=pd101' })],
      ['/api/broken', '{}'],
    ]);
    expect(page).toBe('200 application/json {"ttitle":"Pharmaceutics"} | Error: the route failed');
  });

  it('fails what it was rendering when its thread stops, and says so unless it was closed', async () => {
    const crashing = await startPrerenderThread(entry, () => {
      crashes += 1;
    });
    const organisation = { name: 'Crash', flag: new SharedArrayBuffer(4) } as never;
    await expect(crashing.renderLandingPage({ template: '', organisation, language: 'en' })).rejects.toThrow(
      "The prerenderer's thread stopped (exit code 3)",
    );
    expect(crashes).toBe(1);
    await expect(crashing.pageLanguage({ cookies: {} })).rejects.toThrow('exit code 3');

    const closed = await startPrerenderThread(entry, () => {
      crashes += 1;
    });
    await closed.close();
    await expect(closed.pageLanguage({ cookies: {} })).rejects.toThrow();
    expect(crashes).toBe(1);
  });
});
