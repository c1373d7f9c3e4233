import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, carol, courseBundle } from '../../../test/course-fixture.ts';
import { createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';

const bcid = 'pharmd-2026-pd101';
let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;

/** pd101 with an interactivity whose page loads a script of its own folder, beside another page. */
function pageBundle(): Record<string, unknown> {
  const bundle = courseBundle();
  const pd101 = structuredClone(bundle['courses/pd101.json']) as { nuggets: Array<{ objects: unknown[] }> };
  pd101.nuggets[0]?.objects.push(
    {
      oid: 'pd101-calc',
      otype: 'interactivity',
      otitle: 'Dose calculator',
      ourl: 'interactivity/calc/index.html',
    },
    { oid: 'pd101-page', otype: 'html', otitle: 'The cycle', ourl: 'html/cycle.html' },
  );
  return {
    ...bundle,
    'courses/pd101.json': { ...pd101, freenavigation: true },
    'media/interactivity/calc/index.html':
      '<script>localStorage.x = 1</script><script src="app.js"></script>',
    'media/interactivity/calc/app.js': 'document.title = "calc";',
    'media/html/cycle.html': '<p onclick="alert(1)">Cycle</p>',
  };
}

beforeAll(async () => {
  t = await createLearnerHomeApp(pageBundle());
});
afterAll(() => t.app.close());

function fetchContent(address: string) {
  const url = new URL(address);
  return t.app.content.inject({ url: `${url.pathname}${url.search}` });
}

describe('getObjectContent', () => {
  it("gives the learner the page's address on the content origin, which opens its folder and nothing else", async () => {
    const cookie = await t.cookieOf(alice);
    const response = await t.call(
      'getObjectContent',
      { eid: alice.email, bcid, objid: 'pd101-calc' },
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(
      /^http:\/\/localhost:3001\/content\/TESTORG\/[^/]+\/\d+\/2\/[\w-]{43}\/interactivity\/calc\/index\.html$/,
    );
    const page = await fetchContent(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('localStorage');
    // Its inline scripts run: no sandbox and no script policy on the content origin.
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'self' http://localhost:3000");
    expect((await fetchContent(url.replace('index.html', 'app.js'))).statusCode).toBe(200);
    expect(
      (await fetchContent(url.replace('interactivity/calc/index.html', 'html/cycle.html'))).statusCode,
    ).toBe(403);
  });

  it('refuses an object without a file (a quiz), and a course the learner does not study', async () => {
    const cookie = await t.cookieOf(bob);
    const quiz = await t.call('getObjectContent', { eid: bob.email, bcid, objid: 'pd101-quiz' }, cookie);
    expect(quiz.statusCode).toBe(404);
    const carolCookie = await t.cookieOf(carol);
    const outside = await t.call(
      'getObjectContent',
      { eid: carol.email, bcid, objid: 'pd101-page' },
      carolCookie,
    );
    expect(outside.statusCode).toBe(403);
  });
});
