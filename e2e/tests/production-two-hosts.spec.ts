import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionCookieName } from '@aula/contract/auth';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { freePort, type RunningServer, repoRoot, startAulaServer } from '../support/aula-server.ts';
import { demo } from '../support/demo.ts';
import { type HostProxy, startHostProxy } from '../support/host-proxy.ts';

// Issue 21, ADR 0096: the README's production example, with the portal and the content origin on two
// host names. The server runs with the example's settings (NODE_ENV=production, PUBLIC_URL and
// CONTENT_URL on two names, TRUST_PROXY for a proxy on the same machine; the demo seeded with
// SEED_ON_START=true) behind a reverse proxy that routes by host name as the example's nginx does, one
// port for both names, without TLS. Chromium resolves both names to this machine and treats them as the
// secure contexts their https addresses are in production. The demo's SCORM 1.2 package runs unchanged
// and its status reaches the server; the content host never receives the portal's cookie, and a page of
// the content origin cannot call the API with the learner's session.

const portalHost = 'portal.aula.test';
const contentHost = 'content.aula.test';
const pv101 = 'cert-pv-2026-pv101';
const title = 'ADR reporting: quick check (SCORM)';

let folder: string;
let proxy: HostProxy;
let server: RunningServer;
let browser: Browser;
let portal: string;
let content: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Seeding the demo on a busy machine takes a while.
  test.setTimeout(240_000);
  folder = await mkdtemp(join(tmpdir(), 'aula-e2e-two-hosts-'));
  const port = await freePort();
  const contentPort = await freePort();
  proxy = await startHostProxy({ [portalHost]: port, [contentHost]: contentPort });
  portal = `http://${portalHost}:${proxy.port}`;
  content = `http://${contentHost}:${proxy.port}`;
  server = await startAulaServer({
    port,
    contentPort,
    dataDir: join(folder, 'data'),
    logFile: join(repoRoot, 'e2e', 'server-two-hosts.log'),
    readyTimeoutMs: 200_000,
    settings: {
      NODE_ENV: 'production',
      PUBLIC_URL: portal,
      CONTENT_URL: content,
      TRUST_PROXY: '127.0.0.1',
      SEED_ON_START: 'true',
    },
  });
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      `--host-resolver-rules=MAP ${portalHost} 127.0.0.1, MAP ${contentHost} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=${portal},${content}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await proxy?.stop();
  await server?.stop();
  await rm(folder, { recursive: true, force: true });
});

/** An API call from the page, as the app makes it (the test runner cannot resolve the test's names). */
async function call(
  page: Page,
  operation: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ operation, body }) => {
      const response = await fetch(`/api/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { operation, body },
  );
}

async function storedCmi(page: Page): Promise<Record<string, string>> {
  const answer = await call(page, 'getScormData', {
    oid: demo.oid,
    eid: demo.scorm.email,
    bcid: pv101,
    objid: 'pv101-o8',
  });
  expect(answer.status).toBe(200);
  return (answer.json as { cmi: Record<string, string> }).cmi;
}

test('on two host names a SCORM 1.2 package runs unchanged, and the content host never gets the portal’s cookie', async () => {
  const context = await browser.newContext({ baseURL: portal });
  const page = await context.newPage();
  await page.goto('/');
  const signIn = await call(page, 'auth/signIn', {
    oid: demo.oid,
    username: demo.scorm.email,
    password: demo.scorm.password,
  });
  expect(signIn.status).toBe(200);
  // The session cookie belongs to the portal's host alone.
  expect((await context.cookies(portal)).map((cookie) => cookie.name)).toContain(sessionCookieName);
  expect((await context.cookies(content)).map((cookie) => cookie.name)).not.toContain(sessionCookieName);

  await page.goto(`/scormObject?${new URLSearchParams({ course: pv101, object: 'pv101-o8' })}`);
  const sco = page.frameLocator(`iframe[title="${title}"]`).frameLocator(`iframe[title="${title}"]`);
  await expect(sco.getByRole('heading', { name: 'The case' })).toBeVisible();
  // The package found the launcher's API: it greets the learner by the name the server gave.
  await expect(sco.getByText('Learner: Efua Darko')).toBeVisible();
  const launcher = page.frames().find((frame) => frame.url().includes('/scorm-runtime/launcher.html'));
  expect(new URL(launcher?.url() ?? 'about:blank').origin).toBe(content);

  for (let step = 0; step < 3; step++) await sco.getByRole('button', { name: 'Next' }).click();
  await sco.getByRole('radio', { name: 'Yes: it required hospitalisation' }).check();
  await sco.getByRole('radio', { name: 'The final outcome of the reaction' }).check();
  await sco.getByRole('radio', { name: 'No, report on suspicion' }).check();
  await sco.getByRole('button', { name: 'Submit answers' }).click();
  await expect(sco.getByText('You answered 3 of 3 correctly (100%). You passed.')).toBeVisible();
  await expect(page.getByText('You have completed this package.')).toBeVisible();
  expect(await storedCmi(page)).toMatchObject({
    'cmi.core.lesson_status': 'passed',
    'cmi.core.score.raw': '100',
    'cmi.core.lesson_location': 'page-4',
  });

  // What each host received: the launcher, its script and the package's files went to the content
  // host, without the portal's cookie; the portal's own calls carried it.
  const toContent = proxy.requests.filter((request) => request.hostname === contentHost);
  expect(toContent.map((request) => request.path)).toEqual(
    expect.arrayContaining([
      '/scorm-runtime/launcher.html',
      '/scorm-runtime/launcher.js',
      expect.stringMatching(/^\/content\/AULADEMO\/.+\/index\.html$/),
    ]),
  );
  for (const request of toContent) expect(request.cookie ?? '').not.toContain(`${sessionCookieName}=`);
  const apiCalls = proxy.requests.filter(
    (request) => request.hostname === portalHost && request.path === '/api/commitScormData',
  );
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const request of apiCalls) expect(request.cookie).toContain(`${sessionCookieName}=`);
  await context.close();
});

test('a page of the content origin cannot call the API with the learner’s session', async () => {
  const context = await browser.newContext({ baseURL: portal });
  const page = await context.newPage();
  await page.goto('/');
  expect(
    (
      await call(page, 'auth/signIn', {
        oid: demo.oid,
        username: demo.scorm.email,
        password: demo.scorm.password,
      })
    ).status,
  ).toBe(200);
  await page.goto(`/scormObject?${new URLSearchParams({ course: pv101, object: 'pv101-o8' })}`);
  const sco = page.frameLocator(`iframe[title="${title}"]`).frameLocator(`iframe[title="${title}"]`);
  await expect(sco.getByRole('heading', { level: 1, name: 'ADR reporting: quick check' })).toBeVisible();
  const launcher = page.frames().find((frame) => frame.url().includes('/scorm-runtime/launcher.html'));
  if (!launcher) throw new Error('The player framed no launcher.');

  const forged = {
    oid: demo.oid,
    eid: demo.scorm.email,
    bcid: pv101,
    objid: 'pv101-o8',
    scoid: 'ITEM-ADR-CHECK',
    cmi: { 'cmi.core.lesson_location': 'forged' },
  };
  const read = await launcher.evaluate(
    async ({ portal, forged }) => {
      const body = JSON.stringify(forged);
      // A call whose answer the page could read: the browser asks the portal first, which allows no
      // other origin, so the call is never made.
      const readable = await fetch(`${portal}/api/getScormData`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body,
      }).then(
        (response) => response.status,
        () => 'refused',
      );
      // A call the browser sends without asking, with whatever cookie it holds; its answer is withheld
      // from the page (the API's Cross-Origin-Resource-Policy), so the fetch fails here either way.
      await fetch(`${portal}/api/commitScormData`, {
        method: 'POST',
        credentials: 'include',
        mode: 'no-cors',
        headers: { 'content-type': 'text/plain' },
        body,
      }).catch(() => undefined);
      return readable;
    },
    { portal, forged },
  );
  expect(read).toBe('refused');
  const fromContent = proxy.requests.filter(
    (request) => request.hostname === portalHost && request.origin === content,
  );
  expect(fromContent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
    '/api/commitScormData',
  ]);
  // The API refuses the content origin's Origin before it reads the session or the body.
  expect(fromContent.find((request) => request.method === 'POST')?.status).toBe(403);
  expect((await storedCmi(page))['cmi.core.lesson_location']).not.toBe('forged');
  await context.close();
});
