import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { zipOfFolder } from '../../apps/server/test/scorm-packages.ts';
import { freePort, type RunningServer, repoRoot, startAulaServer } from '../support/aula-server.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// A SCORM 1.2 package built like an authoring tool's export (apps/server/test/scorm-packages/
// authoring-tool-12: a frameset launch page, the ADL API wrapper walking its parents, inline scripts and
// handlers, a confirm on resume, localStorage, calls on its parent frame) runs in the player unchanged,
// through the launcher page on the content origin (ADR 0086). It runs on a fresh server of its own,
// seeded from a copy of the demo where scorm@aula.demo's next object (pv101-o8) is that package, zipped
// here, and pv101's html object (which the learner has completed) a page of inline script; the demo's
// own server and counts stay as they are.

const pv101 = 'cert-pv-2026-pv101';
const title = 'Medication safety check (authoring tool export)';
const resumeQuestion = 'Would you like to resume where you left off?';

/** An html object as authors write them: an inline script, a handler, storage of its origin. */
const inlinePage = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Inline check</title>
<script>function answer() { localStorage.setItem('inline-check', 'kept'); document.getElementById('out').textContent = 'The inline handler ran (' + localStorage.getItem('inline-check') + ').'; }</script>
</head><body><main><h1>Inline check</h1><button type="button" onclick="answer()">Run the check</button><p id="out"></p></main></body></html>`;

let server: RunningServer;
let folder: string;

async function seedCopy(target: string): Promise<void> {
  await cp(join(repoRoot, 'content/demo'), target, { recursive: true });
  await writeFile(join(target, 'media/scorm/medication-safety.zip'), await zipOfFolder('authoring-tool-12'));
  await mkdir(join(target, 'media/html'), { recursive: true });
  await writeFile(join(target, 'media/html/inline-check.html'), inlinePage);
  const coursePath = join(target, 'courses/pv101.json');
  const course = JSON.parse(await readFile(coursePath, 'utf8')) as {
    nuggets: { objects: { oid: string; otitle: string; ourl: string }[] }[];
  };
  for (const object of course.nuggets.flatMap((nugget) => nugget.objects)) {
    if (object.oid === 'pv101-o8')
      Object.assign(object, { otitle: title, ourl: 'scorm/medication-safety.zip' });
    if (object.oid === 'pv101-o5') object.ourl = 'html/inline-check.html';
  }
  await writeFile(coursePath, JSON.stringify(course, null, 2));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Seeding a whole demo copy on a busy machine takes a while.
  test.setTimeout(240_000);
  folder = await mkdtemp(join(tmpdir(), 'aula-e2e-authoring-'));
  await seedCopy(join(folder, 'bundle'));
  server = await startAulaServer({
    port: await freePort(),
    contentPort: await freePort(),
    dataDir: join(folder, 'data'),
    seedContent: join(folder, 'bundle'),
    logFile: join(repoRoot, 'e2e', 'server-authoring-tool.log'),
    readyTimeoutMs: 200_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await rm(folder, { recursive: true, force: true });
});

async function learnerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signInAs(page, demo.scorm);
  return page;
}

/** What the server holds for the learner and the package. */
async function storedCmi(page: Page): Promise<Record<string, string>> {
  const response = await page.request.post('/api/getScormData', {
    data: { oid: demo.oid, eid: demo.scorm.email, bcid: pv101, objid: 'pv101-o8' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).cmi;
}

/** The player frames the launcher, the launcher the package's frameset, the frameset its lesson. */
function lessonFrame(page: Page) {
  return page
    .frameLocator(`iframe[title="${title}"]`)
    .frameLocator(`iframe[title="${title}"]`)
    .frameLocator('frame[name="content"]');
}

/** By keyboard alone, as a learner without a pointer. */
async function press(page: Page, key: string, target: ReturnType<Page['locator']>) {
  await target.focus();
  await page.keyboard.press(key);
}

test('an authoring tool’s SCORM 1.2 export runs unchanged: bookmark, resume with its confirm, score and interactions', async ({
  browser,
}) => {
  const page = await learnerPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss());
  });
  await page.goto(`/scormObject?${new URLSearchParams({ course: pv101, object: 'pv101-o8' })}`);
  const lesson = lessonFrame(page);
  await expect(lesson.getByRole('heading', { name: 'Medication safety check' })).toBeVisible();
  await expect(lesson.getByText('Visit 1 on this device')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);

  await press(page, 'Enter', lesson.getByRole('button', { name: 'Next' }));
  await expect(lesson.getByRole('heading', { name: 'Questions' })).toBeVisible();
  await press(page, 'Space', lesson.getByRole('radio', { name: 'Any health professional or patient' }));
  await expect.poll(async () => (await storedCmi(page))['cmi.suspend_data']).toBe('{"q1":"b"}');
  expect(await storedCmi(page)).toMatchObject({
    'cmi.core.lesson_location': 'slide-2',
    'cmi.core.lesson_status': 'incomplete',
    'cmi.core.entry': 'resume',
  });

  // The launcher's API is the one the package found; the package can neither replace nor delete it.
  const launcher = page.frames().find((frame) => frame.url().includes('/scorm-runtime/launcher.html'));
  expect(launcher).toBeDefined();
  const kept = await launcher?.evaluate(() => {
    const scope = window as unknown as { API?: unknown };
    const api = scope.API;
    const attempts = [
      () => {
        scope.API = {};
      },
      () => delete scope.API,
      () => Object.defineProperty(window, 'API', { value: {} }),
    ];
    for (const attempt of attempts) {
      try {
        attempt();
      } catch {
        // Refused: what a package would meet.
      }
    }
    const { writable, configurable } = Object.getOwnPropertyDescriptor(window, 'API') ?? {};
    return { same: scope.API === api, writable, configurable, hash: location.hash };
  });
  // The launch data in the launcher's fragment is gone once read.
  expect(kept).toEqual({ same: true, writable: false, configurable: false, hash: '' });

  // A reload resumes: the package asks, the learner answers yes, its answers come back.
  await page.reload();
  await expect(lesson.getByRole('heading', { name: 'Questions' })).toBeVisible();
  expect(dialogs).toEqual([resumeQuestion]);
  await expect(lesson.getByRole('radio', { name: 'Any health professional or patient' })).toBeChecked();
  // Storage of the content origin is the package's own, across launches.
  await expect(lesson.getByText('Visit 2 on this device')).toBeVisible();

  await press(page, 'Space', lesson.getByRole('radio', { name: 'No, a suspicion is enough' }));
  await press(page, 'Enter', lesson.getByRole('button', { name: 'Submit answers' }));
  await expect(lesson.getByText('You scored 100%. You passed.')).toBeVisible();
  // Completion counts by the package's own report.
  await expect(page.getByText('You have completed this package.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  expect(await storedCmi(page)).toMatchObject({
    'cmi.core.lesson_status': 'passed',
    'cmi.core.lesson_location': 'slide-3',
    'cmi.core.score.raw': '100',
    'cmi.student_data.mastery_score': '50',
    'cmi.suspend_data': '{"q1":"b","q2":"a"}',
    'cmi.interactions.0.id': 'q1',
    'cmi.interactions.0.student_response': 'b',
    'cmi.interactions.0.result': 'correct',
    'cmi.interactions.1.id': 'q2',
    'cmi.interactions.1.student_response': 'a',
    'cmi.interactions.1.result': 'correct',
  });
  expect(dialogs).toEqual([resumeQuestion]);
  await page.context().close();
});

test('an html object runs its inline script and handlers on the content origin', async ({ browser }) => {
  const page = await learnerPage(browser);
  await page.goto(`/coursePlayer?course=${pv101}&object=pv101-o5`);
  const frame = page.locator('iframe[title="Reading: the pharmacovigilance cycle"]');
  await expect(frame).toHaveAttribute('src', /\/content\/AULADEMO\/.+\/html\/inline-check\.html$/);
  const inline = page.frameLocator('iframe[title="Reading: the pharmacovigilance cycle"]');
  await press(page, 'Enter', inline.getByRole('button', { name: 'Run the check' }));
  await expect(inline.getByText('The inline handler ran (kept).')).toBeVisible();
  await page.context().close();
});

test('the launcher frames only a package of the content origin that the player names', async ({
  browser,
}) => {
  const page = await learnerPage(browser);
  await page.goto(`/scormObject?${new URLSearchParams({ course: pv101, object: 'pv101-o8' })}`);
  // Playwright dismisses the package's resume question: the package starts over.
  await expect(lessonFrame(page).getByRole('heading', { name: 'Medication safety check' })).toBeVisible();
  const launcher = page.frames().find((frame) => frame.url().includes('/scorm-runtime/launcher.html'));
  const contentOrigin = new URL(launcher?.url() ?? '').origin;
  // The portal frames the launcher with a start naming a page of another origin: nothing is framed
  // and no API is defined (its script runs before the launcher's load event).
  const forged = {
    version: '1.2',
    sco: `${new URL(page.url()).origin}/dashboard`,
    title: 'Forged',
    cmi: {},
  };
  await page.evaluate(
    async (address) => {
      const frame = document.createElement('iframe');
      frame.name = 'forged-launch';
      frame.title = 'Forged launch';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      frame.src = address;
      document.body.append(frame);
      await loaded;
    },
    `${contentOrigin}/scorm-runtime/launcher.html#aula-scorm=${encodeURIComponent(JSON.stringify(forged))}`,
  );
  const framed = await page
    .frame({ name: 'forged-launch' })
    ?.evaluate(() => ({ frames: document.querySelectorAll('iframe').length, api: 'API' in window }));
  expect(framed).toEqual({ frames: 0, api: false });
  await page.context().close();
});
