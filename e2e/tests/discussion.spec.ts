import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// The Discussion tab of pv101: the demo learner asks, answers in the 'Post Answer' popup and deletes
// their own posts; other learners' posts have no delete.

const discussion = '/course?course=cert-pv-2026-pv101&tab=discussion';

test('post a question, answer it in the popup, and delete both, by keyboard', async ({ page }) => {
  test.slow(); // a whole journey of posts and dialogs, each judged by axe
  await signInAs(page, demo.learner);
  await page.goto(discussion);
  const questions = page.getByRole('list', { name: 'Questions' });
  await expect(questions.getByText('Do we report a suspected reaction to PvPI')).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Post question' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Cannot be empty')).toBeVisible();

  const text = `Is <b>Unit 3</b> on the mid-term? (${Date.now()})`;
  await box.fill(text);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Posted Successfully')).toBeVisible();
  const mine = questions.getByRole('listitem').filter({ hasText: text }).first();
  await expect(mine).toBeVisible();

  await mine.getByRole('button', { name: /^Reply to the question by/ }).click();
  const popup = page.getByRole('dialog', { name: 'Post Answer' });
  await popup.getByRole('button', { name: 'Post' }).click();
  await expect(popup.getByText('* Cannot be Empty')).toBeVisible();
  await popup.getByRole('textbox', { name: 'Your answer' }).fill('Yes, the scale is in Unit 3.');
  await popup.getByRole('button', { name: 'Post' }).press('Enter');
  await expect(popup).toBeHidden();
  // One banner at a time: the answer's, the question's gone.
  await expect(page.getByText('Posted Successfully')).toHaveCount(1);
  await expect(page.getByText('Posted Successfully')).toBeVisible();

  await mine.getByRole('button', { name: '1 answer' }).click();
  await expect(mine.getByText('Yes, the scale is in Unit 3.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await mine.getByRole('button', { name: 'Delete your answer' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your answer?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(mine.getByText('Yes, the scale is in Unit 3.')).toBeHidden();
  await mine.getByRole('button', { name: 'Delete your question' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your question and its answers?' });
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(questions.getByText(text)).toBeHidden();
});

test("other learners' posts have no delete, and the tab fits 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto(discussion);
  const kofi = page
    .getByRole('list', { name: 'Questions' })
    .getByRole('listitem')
    .filter({ hasText: 'Do we report a suspected reaction to PvPI' })
    .first();
  await expect(kofi).toBeVisible();
  await expect(kofi.getByRole('button', { name: 'Delete your question' })).toHaveCount(0);
  await kofi.getByRole('button', { name: '2 answers' }).click();
  await expect(kofi.getByRole('button', { name: 'Delete your answer' })).toHaveCount(1);
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
