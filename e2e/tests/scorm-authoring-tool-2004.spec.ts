import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { completeThroughApi } from '../support/complete-object.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// A SCORM 2004 package laid out as an authoring tool exports it (pv104-o7, ADR 0087): three SCOs with
// inline scripts and onclick/onload handlers, ADL's API wrapper unmodified (it walks parents for
// API_1484_11), objectives and a scaled passing score declared in the manifest, a completion threshold,
// data from the LMS and rollup rules. Run as authoring@aula.demo, who has completed the objects before it.

const pv104 = 'cert-pv-2026-pv104';
const objid = 'pv104-o7';
const object = 'Reviewing a safety signal (SCORM 2004)';

async function storedCmi(page: Page, scoid: string): Promise<Record<string, string>> {
  const response = await page.request.post('/api/getScormData', {
    data: { oid: demo.oid, eid: demo.authoring.email, bcid: pv104, objid, scoid },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).cmi;
}

/** The player frames the launcher (ADR 0086), which frames the SCO under the same title. */
function scoFrame(page: Page, sco: string): FrameLocator {
  const title = `iframe[title="${object}: ${sco}"]`;
  return page.frameLocator(title).frameLocator(title);
}

/** By keyboard alone: the package's controls are reached like the page's own. */
async function press(page: Page, control: Locator, key = 'Enter') {
  await expect(control).toBeEnabled();
  await control.focus();
  await page.keyboard.press(key);
}

test('an authoring-tool SCORM 2004 package of three SCOs gets its manifest, resumes and rolls up complete', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.authoring);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/scormObject?${new URLSearchParams({ course: pv104, object: objid })}`);
  await expect(page.getByRole('heading', { level: 1, name: object })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('button', { name: 'What a signal is' })).toHaveAttribute(
    'aria-current',
    'step',
  );

  // The SCO's inline onload found the API and read the manifest's data from the LMS.
  const read = scoFrame(page, 'What a signal is');
  await expect(read.getByRole('heading', { name: 'A possible link' })).toBeVisible();
  await expect(read.getByText('Written for pharmacists.')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);

  await press(page, read.getByRole('button', { name: 'Next slide' }));
  await expect(read.getByText('Slide 2 of 3')).toBeVisible();
  // Two thirds is below the manifest's completion threshold of 0.75: not complete yet.
  await expect.poll(async () => (await storedCmi(page, 'SCO-READ'))['cmi.location']).toBe('read-2');
  expect(await storedCmi(page, 'SCO-READ')).toMatchObject({
    'cmi.completion_threshold': '0.75',
    'cmi.launch_data': 'audience=pharmacists',
    'cmi.objectives.0.id': 'read-signal',
  });

  // A reload resumes the SCO at its bookmark.
  await page.reload();
  await expect(read.getByRole('heading', { name: 'Where signals come from' })).toBeVisible();
  await press(page, read.getByRole('button', { name: 'Next slide' }));
  await expect(read.getByText('Slide 3 of 3')).toBeVisible();
  await expect.poll(async () => (await storedCmi(page, 'SCO-READ'))['cmi.progress_measure']).toBe('1');

  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
  const check = scoFrame(page, 'Check: weighing a signal');
  await expect(check.getByRole('heading', { name: 'Check: weighing a signal' })).toBeVisible();
  // The progress measure reached the threshold: the server counts the first SCO completed.
  await expect(contents.getByRole('button', { name: /^What a signal is\s*Completed$/ })).toBeVisible();
  await press(page, check.getByRole('radio', { name: 'A pattern across reports' }), 'Space');
  await press(page, check.getByRole('radio', { name: 'An assessment of the evidence' }), 'Space');
  await press(page, check.getByRole('button', { name: 'Submit the check' }));
  await expect(check.getByText('You answered 2 of 2 correctly. You passed.')).toBeVisible();
  await expect(check.getByText(/Could not find objective/)).toBeHidden();
  // Rollup: every SCO must be completed; the summary is not yet.
  await expect(page.getByText('You have completed this package.')).toBeHidden();
  await expect.poll(async () => (await storedCmi(page, 'SCO-CHECK'))['cmi.success_status']).toBe('passed');
  expect(await storedCmi(page, 'SCO-CHECK')).toMatchObject({
    'cmi.scaled_passing_score': '0.6',
    'cmi.score.scaled': '1',
    'cmi.objectives.0.id': 'check-mastery',
    'cmi.objectives.1.id': 'identify-signal',
    'cmi.objectives.1.success_status': 'passed',
    'cmi.objectives.2.id': 'weigh-evidence',
    'cmi.objectives.2.success_status': 'passed',
    'cmi.interactions.0.id': 'signal-definition',
    'cmi.interactions.1.id': 'signal-evidence',
    'cmi.interactions.1.result': 'correct',
  });

  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
  const summary = scoFrame(page, 'Summary');
  await press(page, summary.getByRole('button', { name: 'Finish the lesson' }));
  await expect(summary.getByText('Lesson finished.')).toBeVisible();
  await expect(page.getByText('You have completed this package.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The server rolled the package up complete too: it accepts the object's Mark Complete.
  await completeThroughApi(page, { eid: demo.authoring.email, bcid: pv104, objid });
});
