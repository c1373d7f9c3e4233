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

test('a question posted offline is kept on the device, shown pending, and posted once when back online', async ({
  page,
  context,
}) => {
  test.slow(); // several reloads
  await signInAs(page, demo.learner);
  await page.goto(discussion);
  const questions = page.getByRole('list', { name: 'Questions' });
  await expect(questions.getByText('Do we report a suspected reaction to PvPI')).toBeVisible();
  const pending = page.getByRole('list', { name: 'Waiting to be sent' });

  await context.setOffline(true);
  const text = `Asked on the train (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Your question' }).fill(text);
  await page.getByRole('button', { name: 'Post question' }).click();
  await expect(page.getByText('you are offline')).toBeVisible();
  await expect(pending.getByText(text)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  await expectNoSeriousAxeViolations(page);

  // Back online, the first send reaches the server but its answer is lost; later sends get no answer.
  let sends = 0;
  await page.route('**/api/updateDiscussion', async (route) => {
    sends += 1;
    if (sends === 1) await route.fetch();
    await route.abort();
  });
  await context.setOffline(false);
  await expect.poll(() => sends).toBeGreaterThan(0);
  // The post is still on the device after a reload.
  await page.reload();
  await expect(pending.getByText(text)).toBeVisible();

  // With answers coming back, the retry (same id) posts nothing twice.
  await page.unroute('**/api/updateDiscussion');
  await page.reload();
  await expect(questions.getByText(text)).toHaveCount(1);
  await expect(pending).toBeHidden();
  const onServer = await page.request.post('/api/getDiscussion', {
    data: { oid: demo.oid, bcid: 'cert-pv-2026-pv101' },
  });
  const posted = (await onServer.json()).discussion.filter(
    (question: { question: string }) => question.question === text,
  );
  expect(posted).toHaveLength(1);

  await questions
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('button', { name: 'Delete your question' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete your question and its answers?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(questions.getByText(text)).toBeHidden();
});
