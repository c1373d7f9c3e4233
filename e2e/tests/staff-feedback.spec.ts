import { expect } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff } from '../support/staff-session.ts';

// Issue 24 items 3 and 10 (ADR 0078): the instructor of pv101 gives feedback on Kofi Boateng's mini
// assignment and Kofi, in a browser context of his own, reads it with the giver in the course player;
// then the instructor reads what learners said of pv101 and of its instructor. The feedback is new at
// each run, so the journey holds on a database an earlier run wrote to already.

const assignment = 'Mini assignment: write a case narrative';

test('the instructor gives feedback on a mini assignment the learner then reads, and opens the feedback charts', async ({
  newPage,
}) => {
  test.setTimeout(180_000);
  const message = `Clear narrative; add the dechallenge to the form (${Date.now()})`;
  const staff = await newPage();
  await staff.goto('/staff/mini-assignments');
  await signInAsStaff(staff, demoStaff.instructor);
  await expect(staff).toHaveURL(/\/staff\/mini-assignments/);
  await staff.getByRole('combobox', { name: 'Mini assignment' }).click();
  await staff
    .getByRole('option', {
      name: new RegExp(`^${assignment} · Principles of Pharmacovigilance · July 2026 intake`),
    })
    .click();
  const submission = staff
    .getByRole('list', { name: `Submissions of ${assignment}` })
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: 'Kofi Boateng' }) });
  await expect(submission.getByRole('link', { name: 'Open adr-reporting-form.pdf' })).toBeVisible();
  await submission.getByRole('textbox', { name: 'Feedback for Kofi Boateng' }).fill(message);
  await submission.getByRole('button', { name: 'Add feedback' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Your feedback to Kofi Boateng is added.' }),
  ).toBeVisible();
  await expect(submission.getByText(message)).toBeVisible();
  await checkStaffScreen(staff);

  const learner = await newPage();
  await signInAs(learner, demo.player);
  await learner.goto('/coursePlayer?course=cert-pv-2026-pv101&object=pv101-q-mini');
  // The player's list of the instructor's feedback: a section under its heading.
  const feedback = learner
    .locator('section')
    .filter({ has: learner.getByRole('heading', { name: 'Instructor feedback' }) });
  await expect(feedback.getByText(message)).toBeVisible();
  await expect(feedback.getByText(/^Samuel Owusu, /).last()).toBeVisible();

  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Feedback' }).click();
  await staff.getByRole('combobox', { name: 'Course' }).click();
  await staff.getByRole('option', { name: /^Principles of Pharmacovigilance · July 2026 intake/ }).click();
  const objectives = staff.getByRole('figure', { name: 'The course objectives were clear from the start.' });
  await expect(objectives).toBeVisible();
  // The demo's three, and a fourth once the player journey has sent the player's own.
  await expect(staff.getByText(/^[34] learners answered\.$/)).toBeVisible();
  await expect(staff.getByText('The case videos were the most useful part.')).toBeVisible();
  await checkStaffScreen(staff);
  await staff.getByRole('tab', { name: 'Instructor' }).click();
  await expect(
    staff.getByRole('figure', { name: 'The instructor explained the topics clearly.' }),
  ).toBeVisible();
  await checkStaffScreen(staff);
});
