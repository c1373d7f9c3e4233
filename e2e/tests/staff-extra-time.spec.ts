import { expect, type Locator } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff } from '../support/staff-session.ts';

// Issue 24 item 8: the instructor of pv101 grants a learner 10 minutes during their attempt at the demo's
// mock exam; the learner's timer moves without a reload. The learner is the SCORM journeys' account
// (it studies pv101), so the mock exam of the demo learner, which assessments.spec.ts submits, is not
// touched. The grant is removed at the end.

const assessments = '/course?course=cert-pv-2026-pv101&tab=assessments';
const mock = 'Mock exam: every kind of question';

/** The timer's seconds, as the learner reads them (HH:MM:SS, hours may be more than two digits). */
async function secondsLeft(timer: Locator): Promise<number> {
  const [hours = 0, minutes = 0, seconds = 0] = ((await timer.textContent()) ?? '').split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

test("an instructor grants 10 minutes during a learner's attempt: the learner's timer moves at once", async ({
  newPage,
}) => {
  test.slow();
  const learner = await newPage();
  await signInAs(learner, demo.scorm);
  await learner.goto(assessments);
  await learner.getByRole('button', { name: `Start ${mock}` }).click();
  await learner
    .getByRole('dialog', { name: 'Instruction' })
    .getByRole('link', { name: 'Start Quiz' })
    .click();
  const timer = learner.getByRole('timer');
  await expect(timer).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
  const before = await secondsLeft(timer);

  const staff = await newPage();
  await staff.goto('/staff/extra-time');
  await signInAsStaff(staff, demoStaff.instructor);
  await staff.getByRole('link', { name: 'Extra time' }).click();
  await staff.getByRole('combobox', { name: 'Timed assessment' }).click();
  await staff.getByRole('option', { name: new RegExp(`^${mock}`) }).click();
  const form = staff.getByRole('form', { name: 'Grant extra time' });
  await form.getByRole('textbox', { name: "Learner's e-mail" }).fill(demo.scorm.email);
  await form.getByRole('spinbutton', { name: 'Extra minutes' }).fill('10');
  await form.getByRole('textbox', { name: 'Reason' }).fill('Assessed need: extra time in writing.');
  await form.getByRole('button', { name: 'Grant extra time' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Extra time granted to' })).toBeFocused();
  await checkStaffScreen(staff);

  // Ten minutes more on the learner's screen, about as much time later as the grant took.
  await expect
    .poll(async () => (await secondsLeft(timer)) - before, { timeout: 15_000 })
    .toBeGreaterThan(480);

  const table = staff.getByRole('table', { name: 'Learners with extra time on this assessment' });
  await table.getByRole('button', { name: /^Remove the extra time of / }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'was removed' })).toBeVisible();
  await expect.poll(async () => (await secondsLeft(timer)) - before, { timeout: 15_000 }).toBeLessThan(120);
});
