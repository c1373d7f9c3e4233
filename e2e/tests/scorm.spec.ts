import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// The demo's SCORM packages (pv101's 1.2, pv102's 2004), each run by the scorm renderer in a frame of the content
// origin (ADR 0083): the package's bookmark, suspend data, interactions, objectives, score and status reach the
// server through scorm-again across origins, and closing or reloading resumes where the learner was. They run
// as scorm@aula.demo, who has completed the objects before both packages (SCORM operations answer only on
// an object the learner has reached, ADR 0063), so the demo learner's progress stays as the README says.

const pv101 = 'cert-pv-2026-pv101';
const pv102 = 'cert-pv-2026-pv102';

/** What the server holds for the learner and the object (the launch data the next run starts from). */
async function storedCmi(page: Page, objid: string, bcid = pv101): Promise<Record<string, string>> {
  const response = await page.request.post('/api/getScormData', {
    data: { oid: demo.oid, eid: demo.scorm.email, bcid, objid },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).cmi;
}

function open(page: Page, objid: string, bcid = pv101) {
  return page.goto(`/scormObject?${new URLSearchParams({ course: bcid, object: objid })}`);
}

/** The player frames the launcher (ADR 0086), which frames the package under the same title. */
function packageFrame(page: Page, title: string): FrameLocator {
  return page.frameLocator(`iframe[title="${title}"]`).frameLocator(`iframe[title="${title}"]`);
}

test.describe.configure({ mode: 'serial' });

test('a SCORM 1.2 package bookmarks, resumes after closing and reloading, and reports its score', async ({
  page,
}) => {
  const title = 'ADR reporting: quick check (SCORM)';
  await signInAs(page, demo.scorm);
  await open(page, 'pv101-o8');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const sco = packageFrame(page, title);
  await expect(sco.getByRole('heading', { name: 'The case' })).toBeVisible();
  await expect(sco.getByText('Learner: ')).toContainText('Learner: ');
  await expectNoSeriousAxeViolations(page);

  await sco.getByRole('button', { name: 'Next' }).click();
  await sco.getByRole('button', { name: 'Next' }).click();
  await expect(sco.getByText('Page 3 of 4')).toBeVisible();
  await expect
    .poll(async () => (await storedCmi(page, 'pv101-o8'))['cmi.core.lesson_location'])
    .toBe('page-3');

  // Closing the package (leaving the page) and opening it again resumes at the bookmark.
  await page.goto('/dashboard');
  await open(page, 'pv101-o8');
  await expect(sco.getByRole('heading', { name: 'What a valid report needs' })).toBeVisible();
  await expect(sco.getByText('Page 3 of 4')).toBeVisible();

  await sco.getByRole('button', { name: 'Next' }).click();
  await sco.getByRole('radio', { name: 'Yes: it required hospitalisation' }).check();
  await expect
    .poll(async () => (await storedCmi(page, 'pv101-o8'))['cmi.suspend_data'])
    .toContain('"adr-serious":"yes"');

  // A reload resumes from the suspend data too: the answer given is still chosen.
  await page.reload();
  await expect(sco.getByRole('radio', { name: 'Yes: it required hospitalisation' })).toBeChecked();
  await sco.getByRole('radio', { name: 'The final outcome of the reaction' }).check();
  await sco.getByRole('radio', { name: 'Yes, wait for certainty' }).check();
  await sco.getByRole('button', { name: 'Submit answers' }).click();
  // Two of three is 67 %, above the manifest's mastery score of 60.
  await expect(sco.getByText('You answered 2 of 3 correctly (67%). You passed.')).toBeVisible();
  await expect(page.getByText('You have completed this package.')).toBeVisible();

  const cmi = await storedCmi(page, 'pv101-o8');
  expect(cmi).toMatchObject({
    'cmi.core.lesson_status': 'passed',
    'cmi.core.score.raw': '67',
    'cmi.student_data.mastery_score': '60',
    'cmi.interactions.0.id': 'adr-serious',
    'cmi.interactions.0.result': 'correct',
    'cmi.interactions.2.student_response': 'wait',
    'cmi.interactions.2.result': 'wrong',
    'cmi.objectives.0.id': 'seriousness',
    'cmi.objectives.0.status': 'passed',
    'cmi.objectives.1.id': 'valid-report',
    'cmi.objectives.1.status': 'failed',
  });
});

test('a SCORM 2004 package takes its passing score from the manifest and resumes after a reload', async ({
  page,
}) => {
  const title = 'Causality assessment (SCORM 2004)';
  await signInAs(page, demo.scorm);
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, 'pv102-o5', pv102);
  const sco = packageFrame(page, title);
  await expect(sco.getByRole('heading', { name: 'Why assess causality?' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);

  // By keyboard alone: the package's buttons are reached with Tab like the page's own.
  const next = sco.getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(sco.getByText('Page 3 of 4')).toBeVisible();
  await expect.poll(async () => (await storedCmi(page, 'pv102-o5', pv102))['cmi.location']).toBe('case');

  await page.reload();
  await expect(sco.getByRole('heading', { name: 'A case' })).toBeVisible();
  await sco.getByRole('button', { name: 'Next' }).click();
  await sco.getByRole('radio', { name: 'Probable' }).check();
  await sco.getByRole('radio', { name: 'Stopping the medicine and watching the reaction' }).check();
  await sco.getByRole('radio', { name: 'No', exact: true }).check();
  await sco.getByRole('radio', { name: 'no different' }).check();
  await sco.getByRole('button', { name: 'Submit answers' }).click();
  // Three of four is 75 %: exactly the manifest's minNormalizedMeasure of 0.75.
  await expect(sco.getByText('You answered 3 of 4 correctly (75%). You passed.')).toBeVisible();
  await expect(page.getByText('You have completed this package.')).toBeVisible();

  const cmi = await storedCmi(page, 'pv102-o5', pv102);
  expect(cmi).toMatchObject({
    'cmi.completion_status': 'completed',
    'cmi.success_status': 'passed',
    'cmi.score.scaled': '0.75',
    'cmi.scaled_passing_score': '0.75',
    'cmi.interactions.3.id': 'cause-other',
    'cmi.interactions.3.learner_response': 'same',
    'cmi.interactions.3.result': 'incorrect',
    // The manifest's primary objective comes first (ADR 0087), the SCO's topics after it.
    'cmi.objectives.0.id': 'causality-mastery',
    'cmi.objectives.1.id': 'categories',
    'cmi.objectives.1.success_status': 'passed',
  });
});

test("the package runs on the content origin: its own storage, but not the learner's session, the portal's pages or the player's API but through the launcher", async ({
  page,
  baseURL,
}) => {
  const portal = new URL(baseURL ?? '').origin;
  await signInAs(page, demo.scorm);
  await open(page, 'pv101-o8');
  const frame = page.locator('iframe[title="ADR reporting: quick check (SCORM)"]');
  await expect(frame).not.toHaveAttribute('sandbox');
  await expect(
    packageFrame(page, 'ADR reporting: quick check (SCORM)').getByText(/^Page \d of 4$/),
  ).toBeVisible();
  const sco = page.frames().find((candidate) => candidate.url().includes('/scorm/adr-reporting-check/'));
  expect(sco).toBeDefined();
  expect(new URL(sco?.url() ?? '').origin).not.toBe(portal);
  const outcome = await sco?.evaluate(async (portalOrigin) => {
    // Storage of its own origin works, as on any LMS.
    localStorage.setItem('aula-check', 'kept');
    let portalPage = 'readable';
    try {
      // Its parent is the launcher, of its own origin; the player above it is the portal's.
      void window.top?.document.title;
    } catch {
      portalPage = 'refused';
    }
    let api = 'refused';
    try {
      const response = await fetch(`${portalOrigin}/api/getUserTotalProgress`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oid: 'AULADEMO', eid: 'scorm@aula.demo' }),
      });
      api = `answered ${response.status}`;
    } catch {
      // The answer is kept from another origin (and the server refuses the content origin's Origin).
    }
    // The player answers SCORM requests from the launcher's window only (ADR 0086): one the SCO posts to
    // it directly gets no answer, while the launcher's own request, posted after it, does.
    const answered: unknown[] = [];
    window.addEventListener('message', (event) => {
      if (event.data?.messageId === 'forged-1') answered.push(event.data);
    });
    window.top?.postMessage(
      { messageId: 'forged-1', method: 'LMSGetValue', params: ['cmi.core.student_id'] },
      portalOrigin,
    );
    const launcher = window.parent as unknown as {
      API: { _post(method: string, params: unknown[]): Promise<unknown> };
    };
    const viaLauncher = await launcher.API._post('LMSGetValue', ['cmi.core.student_id']);
    return {
      storage: localStorage.getItem('aula-check'),
      portalPage,
      api,
      viaLauncher,
      forgedAnswers: answered.length,
    };
  }, portal);
  expect(outcome).toEqual({
    storage: 'kept',
    portalPage: 'refused',
    api: 'refused',
    viaLauncher: 'scorm@aula.demo',
    forgedAnswers: 0,
  });
});

test('/scormObject refuses, as the player does, an object whose predecessor is not complete', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await open(page, 'pv101-o8');
  await expect(page.getByText('Please Mark Complete previously viewed object.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open the course player' })).toHaveAttribute(
    'href',
    `/coursePlayer?course=${pv101}`,
  );
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
