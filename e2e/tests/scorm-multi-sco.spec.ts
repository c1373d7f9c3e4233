import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { completeThroughApi } from '../support/complete-object.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// The demo's SCORM packages of three SCOs (pv104, an elective): the package's own table of
// contents, the LMS's Previous/Continue (1.2) and the SCOs' own navigation requests (2004), CMI data kept
// per SCO on the server, a reload reopening the SCO the learner was in at its bookmark, and the object
// complete only once every SCO is. They run as multisco@aula.demo, who chose pv104 and has completed the
// objects before its packages: SCORM operations answer only on an object the learner has reached (ADR
// 0063), so the 1.2 package comes first and the 2004 package, the object after it, once it is complete.

const pv104 = 'cert-pv-2026-pv104';

/** What the server holds for the learner in one SCO (asking for the SCO the learner is in already). */
async function storedCmi(page: Page, objid: string, scoid: string): Promise<Record<string, string>> {
  const response = await page.request.post('/api/getScormData', {
    data: { oid: demo.oid, eid: demo.multiSco.email, bcid: pv104, objid, scoid },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).cmi;
}

function open(page: Page, objid: string) {
  return page.goto(`/scormObject?${new URLSearchParams({ course: pv104, object: objid })}`);
}

function contents(page: Page) {
  return page.getByRole('navigation', { name: 'Contents' });
}

/** The frame of the SCO open now: its title names the object and the SCO. */
function scoFrame(page: Page, object: string, sco: string): FrameLocator {
  const frame = `iframe[title="${object}: ${sco}"]`;
  // The player frames the launcher (ADR 0086), which frames the SCO under the same title.
  return page.frameLocator(frame).frameLocator(frame);
}

/** By keyboard alone: the package's buttons are reached like the page's own. */
async function press(page: Page, button: Locator) {
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
}

async function choose(page: Page, radio: Locator) {
  await expect(radio).toBeVisible();
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

test.describe.configure({ mode: 'serial' });

test('a SCORM 1.2 package of three SCOs moves by Previous and Continue, resumes, completes', async ({
  page,
}) => {
  test.slow();
  const object = 'Reporting duties in practice (SCORM)';
  await signInAs(page, demo.multiSco);
  await open(page, 'pv104-o5');
  await expect(contents(page).getByText('The duty to report')).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous', exact: true });
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(previous).toBeDisabled();
  const who = scoFrame(page, object, 'Who must report');
  await expect(who.getByRole('heading', { name: 'Health professionals' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await who.getByRole('button', { name: 'Next' }).click();
  await expect(who.getByText('Page 2 of 2')).toBeVisible();
  await next.focus();
  await page.keyboard.press('Enter');
  const what = scoFrame(page, object, 'What to report, and when');
  await what.getByRole('button', { name: 'Next' }).click();
  await expect
    .poll(async () => (await storedCmi(page, 'pv104-o5', 'SCO-WHAT'))['cmi.core.lesson_location'])
    .toBe('what-2');

  await page.reload();
  await expect(what.getByRole('heading', { name: 'When to report' })).toBeVisible();
  await next.click();
  const check = scoFrame(page, object, 'Check: reporting duties');
  await expect(check.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expect(next).toBeDisabled();
  await check.getByRole('button', { name: 'Next' }).click();
  await check.getByRole('radio', { name: 'must assess and forward it' }).check();
  await check.getByRole('radio', { name: 'Yes', exact: true }).check();
  await check.getByRole('radio', { name: '90' }).check();
  await check.getByRole('button', { name: 'Submit answers' }).click();
  await expect(check.getByText('You answered 2 of 3 correctly (67%). You passed.')).toBeVisible();
  await expect(page.getByText('You have completed this package.')).toBeVisible();

  expect(await storedCmi(page, 'pv104-o5', 'SCO-CHECK')).toMatchObject({
    'cmi.core.lesson_status': 'passed',
    'cmi.core.score.raw': '67',
    'cmi.student_data.mastery_score': '60',
    'cmi.interactions.2.id': 'duty-deadline',
    'cmi.interactions.2.result': 'wrong',
    'cmi.objectives.1.id': 'deadlines',
    'cmi.objectives.1.status': 'failed',
  });
  // Previous goes back to the SCO before, where the learner left it.
  await previous.click();
  await expect(what.getByRole('heading', { name: 'When to report' })).toBeVisible();

  // Every SCO is complete, so the object is too: the server accepts its Mark Complete (five seconds after
  // the opening, ADR 0063), which opens the next object, pv104-o6, to the learner.
  await completeThroughApi(page, { eid: demo.multiSco.email, bcid: pv104, objid: 'pv104-o5' });
});

test('a SCORM 2004 package of three SCOs moves by its own requests and the contents, resumes, completes', async ({
  page,
}) => {
  test.slow();
  const object = 'How a national centre works (SCORM 2004)';
  await signInAs(page, demo.multiSco);
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, 'pv104-o6');
  await expect(page.getByRole('heading', { level: 1, name: object })).toBeVisible();
  await expect(contents(page).getByText('Inside a national centre')).toBeVisible();
  await expect(contents(page).getByRole('button', { name: 'Receiving reports' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const receiving = scoFrame(page, object, 'Receiving reports');
  await expect(receiving.getByRole('heading', { name: 'Where reports come from' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);

  // The SCO offers its own Continue only once it asks adl.nav.request_valid.continue and hears true.
  await press(page, receiving.getByRole('button', { name: 'Next' }));
  await press(page, receiving.getByRole('button', { name: 'Continue to the next part' }));
  const assessing = scoFrame(page, object, 'Assessing and forwarding');
  await expect(assessing.getByRole('heading', { name: 'Assessing a case' })).toBeVisible();
  await expect(contents(page).getByRole('button', { name: 'Assessing and forwarding' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await press(page, assessing.getByRole('button', { name: 'Next' }));
  await expect
    .poll(async () => (await storedCmi(page, 'pv104-o6', 'SCO-ASSESSING'))['cmi.location'])
    .toBe('assessing-2');

  // A reload reopens the SCO the learner was in, at its bookmark.
  await page.reload();
  await expect(assessing.getByRole('heading', { name: 'Forwarding', exact: true })).toBeVisible();
  await expect(assessing.getByText('Page 2 of 2')).toBeVisible();

  // By keyboard alone, the contents open any SCO (choice), each where the learner left it.
  await press(page, contents(page).getByRole('button', { name: 'Receiving reports' }));
  await expect(receiving.getByRole('heading', { name: 'The first check' })).toBeVisible();
  await press(page, contents(page).getByRole('button', { name: 'Assessing and forwarding' }));
  await expect(assessing.getByRole('heading', { name: 'Forwarding', exact: true })).toBeVisible();
  // The SCO's choice request: straight to the check.
  await press(page, assessing.getByRole('button', { name: 'Go to the check' }));
  const check = scoFrame(page, object, 'Check: national centres');
  await expect(check.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expect(page.getByText('You have completed this package.')).toBeHidden();

  await press(page, check.getByRole('button', { name: 'Next' }));
  await choose(page, check.getByRole('radio', { name: 'The four minimum elements' }));
  await choose(page, check.getByRole('radio', { name: 'discards the report' }));
  await choose(page, check.getByRole('radio', { name: 'VigiBase' }));
  await press(page, check.getByRole('button', { name: 'Submit answers' }));
  // Two of three is 67 %, above the manifest's minNormalizedMeasure of 0.6.
  await expect(check.getByText('You answered 2 of 3 correctly (67%). You passed.')).toBeVisible();
  await expect(page.getByText('You have completed this package.')).toBeVisible();

  expect(await storedCmi(page, 'pv104-o6', 'SCO-CENTRE-CHECK')).toMatchObject({
    'cmi.completion_status': 'completed',
    'cmi.success_status': 'passed',
    'cmi.scaled_passing_score': '0.6',
    'cmi.interactions.1.id': 'centre-follow-up',
    'cmi.interactions.1.result': 'incorrect',
    // The manifest's primary objective comes first (ADR 0087), the SCO's topics after it.
    'cmi.objectives.0.id': 'centre-mastery',
    'cmi.objectives.1.id': 'receiving',
    'cmi.objectives.1.success_status': 'passed',
  });
  await expect(contents(page).getByRole('button', { name: /^Receiving reports\s*Completed$/ })).toBeVisible();
});
