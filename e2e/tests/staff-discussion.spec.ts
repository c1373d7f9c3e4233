import { expect, type Page } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff } from '../support/staff-session.ts';

// Issue 24 item 5: the instructor of pv101 answers a learner's question, locks it and hides it; the
// learner, in a browser context of their own, sees the answer with the staff badge, the lock and the
// reason the question was hidden (ADR 0074).

const discussion = '/course?course=cert-pv-2026-pv101&tab=discussion';

/** The learner's question, as the Discussion tab lists it (after a reload, which reads the server again). */
async function learnersQuestion(page: Page, text: string) {
  await page.goto(discussion);
  const question = page
    .getByRole('list', { name: 'Questions' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(question.first()).toBeVisible();
  return question.first();
}

test('the instructor answers, locks and hides a question, and the learner sees each', async ({ newPage }) => {
  test.setTimeout(180_000);
  const learner = await newPage();
  await signInAs(learner, demo.learner);
  await learner.goto(discussion);
  const text = `Which causality scale do we use? (${Date.now()})`;
  await learner.getByRole('textbox', { name: 'Your question' }).fill(text);
  await learner.getByRole('button', { name: 'Post question' }).click();
  await expect(learner.getByText('Posted Successfully')).toBeVisible();

  const staff = await newPage();
  await staff.goto('/staff/discussion');
  await signInAsStaff(staff, demoStaff.instructor);
  await expect(staff).toHaveURL(/\/staff\/discussion/);
  await staff.getByRole('combobox', { name: 'Course' }).click();
  await staff.getByRole('option', { name: /^Principles of Pharmacovigilance · July 2026 intake/ }).click();
  const thread = staff
    .getByRole('list', { name: 'Questions, newest first' })
    .getByRole('listitem')
    .filter({ hasText: text })
    .first();
  await thread.getByRole('textbox', { name: /^Answer the question by/ }).fill('The WHO-UMC scale, Unit 3.');
  await thread.getByRole('button', { name: 'Answer as staff' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'is posted.' })).toBeVisible();
  await expect(thread.getByText('The WHO-UMC scale, Unit 3.')).toBeVisible();
  await checkStaffScreen(staff);

  let question = await learnersQuestion(learner, text);
  await question.getByRole('button', { name: '1 answer' }).click();
  const answer = question.getByRole('listitem').filter({ hasText: 'The WHO-UMC scale, Unit 3.' });
  await expect(answer.getByText('Staff', { exact: true })).toBeVisible();
  await expect(answer).toContainText('Samuel Owusu');

  // The switch shows the server's state: it turns on once the lock is saved and the list read again.
  const lock = thread.getByRole('switch', { name: /^Lock the question by/ });
  await lock.click();
  await expect(staff.getByRole('status').filter({ hasText: 'is locked.' })).toBeVisible();
  await expect(lock).toBeChecked();
  question = await learnersQuestion(learner, text);
  await expect(question.getByText('This question is locked: it takes no new answers.')).toBeVisible();
  await expect(question.getByRole('button', { name: /^Reply to the question by/ })).toHaveCount(0);

  await thread.getByRole('button', { name: /^Hide the question by/ }).click();
  const dialog = staff.getByRole('dialog', { name: 'Hide this post?' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Asked in the unit 3 forum already');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'is hidden.' })).toBeVisible();
  question = await learnersQuestion(learner, text);
  await expect(question).toContainText(
    'Hidden by the course staff: Asked in the unit 3 forum already. Only you can see this post.',
  );

  // The learner takes the question away: the demo's discussion is as it was.
  await question.getByRole('button', { name: 'Delete your question' }).click();
  const confirm = learner.getByRole('dialog', { name: 'Delete your question and its answers?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The dialog quotes the question: once it has gone, the question is looked for in the list alone.
  await expect(confirm).toBeHidden();
  await expect(learner.getByText(text)).toBeHidden();
});
