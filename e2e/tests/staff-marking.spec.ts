import { expect } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff } from '../support/staff-session.ts';

// Marking (ADR 0072): the demo instructor of pv101 marks the descriptive answer of the learner's
// submitted reflection assignment and releases it; the learner, in a browser context of their own,
// reads the mark and the comment on the course page's Assignments tab. The comment is new at each run,
// so the journey holds on a database that an earlier run marked already.

const assignment = 'Assignment 0: why report?';
const assignments = '/course?course=cert-pv-2026-pv101&tab=assignments';

test('an instructor marks a descriptive answer and releases it; the learner reads the mark and the comment', async ({
  newPage,
}) => {
  test.slow();
  const comment = `Clear example, name the reporting form next time (${Date.now()})`;
  const staff = await newPage();
  await staff.goto('/staff/sign-in');
  await signInAsStaff(staff, demoStaff.instructor);
  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Marking' }).click();
  const taught = staff.getByRole('table', { name: 'Assessments and assignments you teach' });
  await expect(taught).toBeVisible();
  await checkStaffScreen(staff);
  await taught.getByRole('link', { name: assignment }).click();

  const queue = staff.getByRole('table', { name: `Submitted attempts of ${assignment}` });
  await queue.getByRole('link', { name: 'Asha Mensah' }).click();
  await expect(staff.getByRole('heading', { name: 'Attempt of Asha Mensah' })).toBeVisible();
  await checkStaffScreen(staff);
  await staff.getByRole('spinbutton', { name: 'Mark out of 10' }).fill('8.5');
  await staff.getByRole('textbox', { name: 'Comment on question 1' }).fill(comment);
  await staff.getByRole('button', { name: 'Save marks' }).click();
  await expect(staff.getByText('The marks are saved.')).toBeVisible();
  await staff.getByRole('button', { name: 'Release to the learner' }).click();
  await expect(staff.getByText('The marks and comments are released to the learner.')).toBeVisible();
  await expect(staff.getByRole('main').getByText('Released', { exact: true })).toBeVisible();

  const learner = await newPage();
  await signInAs(learner, demo.learner);
  await learner.goto(assignments);
  const item = learner
    .getByRole('listitem')
    .filter({ has: learner.getByRole('heading', { name: assignment }) });
  // r1 marked 8.5 of 10 and r2 right: (0.85 + 1) of 2 questions.
  await expect(item.getByText('Score: 92.5%')).toBeVisible();
  await expect(item.getByText('Question 1: 8.5 out of 10')).toBeVisible();
  await expect(item.getByText(comment)).toBeVisible();
});
