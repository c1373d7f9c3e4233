import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs, waitForApp } from '../support/learner-session.ts';
import { expectKeyboardReachesTheEnd } from '../support/phone-layout.ts';
import { createConfirmedAccount } from './auth-support.ts';

// The learner's screens on a phone, as a review walks them (issue 22): at 360 px on a touch screen,
// each is judged by axe (serious and critical, every rule) and walked by Tab alone from its top to its
// last control, and none scrolls sideways. A dead end (a control out of reach, a focus trap, content
// wider than the screen, a dialog without a way out) fails the sweep. sweep@aula.demo has completed
// pv101, so every object of it opens: one of each kind the player has.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

/** The page fits the phone's width, passes axe and is walked by keyboard to its end. */
async function expectNoDeadEnd(page: Page, context: string) {
  expect(await horizontalOverflow(page), `${context}: pixels of sideways scroll`).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await expectKeyboardReachesTheEnd(page, context);
}

const pv101 = 'cert-pv-2026-pv101';

test('every tab of the course page, and its feedback dialogs, at 360 px and by keyboard', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.sweep);
  await page.goto(`/course?course=${pv101}`);
  const tabs = page.getByRole('tablist', { name: 'Course sections' }).getByRole('tab');
  await waitForApp(page, tabs.first());
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoDeadEnd(page, `course page, ${name}`);
  }
  for (const name of ['Course feedback', 'Instructor feedback']) {
    const opener = page.getByRole('button', { name });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // A way out by keyboard, and the focus back where it was.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

/** Each object of pv101 with its kind: audio, pdf, YouTube, quizzes of types 0 to 3, html, Vimeo, ... */
const objects = [
  ['pv101-o1', 'Welcome from the programme director'],
  ['pv101-o2', 'Course study guide'],
  ['pv101-o4', 'Video lecture: the importance of drug safety'],
  ['pv101-q-formative', 'Check your understanding'],
  ['pv101-o5', 'Reading: the pharmacovigilance cycle'],
  ['pv101-o6', 'Interview: a day at an ADR monitoring centre'],
  ['pv101-q-cutoff', 'Unit 1 quiz (pass mark 60%)'],
  ['pv101-o7', 'Patient safety minute: hand hygiene before assessment'],
  ['pv101-o8', 'ADR reporting: quick check (SCORM)'],
  ['pv101-o9', 'Practice: paediatric dose calculator'],
  ['pv101-o10', 'Podcast episode 1: from report to signal'],
  ['pv101-q-summative', 'Course quiz (summative)'],
  ['pv101-q-mini', 'Mini assignment: write a case narrative'],
] as const;

test('each kind of object in the player, at 360 px and by keyboard', async ({ page }) => {
  test.setTimeout(objects.length * 30_000);
  await signInAs(page, demo.sweep);
  for (const [oid, title] of objects) {
    await page.goto(`/coursePlayer?course=${pv101}&object=${oid}`);
    const heading = page.getByRole('heading', { level: 2, name: title });
    await expect(heading).toBeVisible();
    await waitForApp(page, heading);
    await expect(page.getByRole('region', { name: 'Learning object' }).getByRole('progressbar')).toHaveCount(
      0,
      { timeout: 30_000 },
    );
    await expectNoDeadEnd(page, `player, ${title}`);
  }
});

/** The forms of the demo's programs: the wizard (the default), the university form, the paper form. */
const forms = [
  ['the wizard', 'pharmd', 'pharmd-2026', '/myApplication/application'],
  ['the university form', 'dip-hcm', 'dip-hcm-2026', '/myApplication/jssapplication'],
  ['the paper form', 'cert-pv', 'cert-pv-2026', '/myApplication/paperapplication'],
] as const;

test('each application form, at 360 px and by keyboard', async ({ page }) => {
  test.slow();
  const account = await createConfirmedAccount(page.request, 'phone-sweep');
  await signInAs(page, account);
  for (const [form, applypid, applybpid, address] of forms) {
    await page.goto('/applyProgram');
    await page.evaluate(
      (application) => sessionStorage.setItem('aula.application', JSON.stringify(application)),
      { applypid, applybpid },
    );
    await page.goto(address);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await waitForApp(page, heading);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoDeadEnd(page, form);
  }
});
