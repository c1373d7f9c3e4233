import { expect } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff } from '../support/staff-session.ts';

// Issue 24 item 4, its done-when: a learner posts a project message; the instructor of pv101, in a
// browser context of their own, approves it with a comment (by keyboard); the learner's dialog shows
// Approved and the comment without a reload (its 5-second poll), and the next objective opens (ADR 0075).
// The learner is the demo's player, whose project is untouched, so the journey leaves the demo
// learner's threads to the project-phase journey.

const project = '/course?course=cert-pv-2026-pv101&tab=project';
const objective1 = /Objective 1: choose a ward/;

test('the instructor approves a project message with a comment, and the learner sees it', async ({
  newPage,
}) => {
  test.setTimeout(180_000);
  const learner = await newPage();
  await signInAs(learner, demo.player);
  await learner.goto(project);
  await expect(learner.getByRole('tab', { name: objective1 })).toHaveAttribute('aria-selected', 'true');
  const text = `Ward 2, October records; the plan is agreed (${Date.now()})`;
  const box = learner.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  // Kept on the device first (shown under "Waiting to be sent" for a moment), then in the thread.
  await expect(box).toHaveValue('');
  await expect(learner.getByRole('list', { name: 'Waiting to be sent' })).toHaveCount(0);
  await expect(learner.getByText(text)).toBeVisible();
  await expect(learner.getByText('Objective Status: In-progress')).toBeVisible();

  const staff = await newPage();
  await staff.goto('/staff/project');
  await signInAsStaff(staff, demoStaff.instructor);
  await expect(staff).toHaveURL(/\/staff\/project/);
  await staff.getByRole('combobox', { name: 'Course' }).click();
  await staff.getByRole('option', { name: /^Principles of Pharmacovigilance · July 2026 intake/ }).click();
  await staff.getByRole('combobox', { name: 'Objective' }).click();
  await staff.getByRole('option', { name: /Objective 1: choose a ward .*\(1 awaiting review\)/ }).click();
  // The filter lives in the address: the box shows it once the navigation has committed.
  const awaitingOnly = staff.getByRole('checkbox', { name: 'Awaiting review only' });
  await awaitingOnly.click();
  await expect(awaitingOnly).toBeChecked();
  const threads = staff.getByRole('table', { name: "Learners' threads, latest message first" });
  await expect(threads.getByRole('row', { name: /Kofi Boateng/ })).toBeVisible();
  await checkStaffScreen(staff);

  await threads.getByRole('button', { name: 'Kofi Boateng' }).click();
  const message = staff
    .getByRole('list', { name: 'Messages, oldest first' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(message).toBeVisible();
  await checkStaffScreen(staff);

  // By keyboard alone: Approve, the comment, then the dialog's own Approve.
  await message.getByRole('button', { name: 'Approve' }).focus();
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: 'Approve this message?' });
  const comment = dialog.getByRole('textbox', { name: /Comment for the learner/ });
  await expect(comment).toBeFocused();
  await staff.keyboard.type('Good plan: start the review.');
  await staff.keyboard.press('Tab');
  await staff.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused();
  await staff.keyboard.press('Enter');
  await expect(staff.getByRole('status').filter({ hasText: 'Approved: Kofi Boateng' })).toBeVisible();
  await expect(message.getByText('Good plan: start the review.')).toBeVisible();
  await expect(message.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await checkStaffScreen(staff);

  // The learner's open dialog polls: the status and the comment arrive without a reload.
  await expect(learner.getByText('Objective Status: Approved')).toBeVisible();
  await expect(learner.getByText('Good plan: start the review.')).toBeVisible();
  await expect(learner.getByText('Samuel Owusu', { exact: false }).first()).toBeVisible();
  await learner.reload();
  await learner.getByRole('tab', { name: /Objective 2: review 20 case records/ }).click();
  await expect(learner.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(learner.getByText('Please Complete previous object')).toBeHidden();
});
