import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';

// The demo's tests (content/demo/assigned-tests.json) have absolute dates: the practice test is open
// from 1 November 2026 to 31 December 2027, so these journeys hold until then.

// The browser keeps UTC: the tests' times must still be the university's (Asia/Kolkata, the demo
// organisation's timeZone), and say so (a 9:00 am India-time start is never read as 3:30 am).
test.use({ timezoneId: 'UTC' });

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/signIn', {
    data: { oid: demo.oid, username: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the learner sees the assigned tests newest first, the deactivated one dimmed and not a link', async ({
  page,
}) => {
  await signIn(page, demo.learner);
  await page.goto('/tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Semester End Exam' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Pharmacovigilance Semester End Exam: Final',
    'Healthcare Management Semester End Exam: Paper 2',
    'Pharmacovigilance Semester End Exam: Practice Test',
    'Healthcare Management Semester End Exam: Paper 1',
    'Pharmacovigilance Semester End Exam: Mock Test',
  ]);
  await expect(page.getByRole('link', { name: /Paper 2/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Practice Test/ })).toHaveAttribute(
    'href',
    '/testresult?test=pv-see-practice',
  );
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} (am|pm) \(GMT\+5:30\)$/)).toHaveCount(10);
  const practice = page.getByRole('link', { name: /Practice Test/ });
  await expect(practice.getByText('2026-11-01 9:00 am (GMT+5:30)', { exact: true })).toBeVisible();
  await expect(practice.getByText('2027-12-31 9:00 pm (GMT+5:30)', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('inside its window a test offers Start, which opens the proctoring provider with a token in a new tab', async ({
  page,
}) => {
  await signIn(page, demo.learner);
  await page.goto('/tests');
  await page.getByRole('link', { name: /Practice Test/ }).click();
  await expect(page).toHaveURL(/\/testresult\?test=pv-see-practice$/);
  await expect(page.getByText('pv-see-practice')).toBeVisible();
  await expect(page.getByText('60 min')).toBeVisible();
  await expect(page.getByText('2026-11-01 9:00 am (GMT+5:30)', { exact: true })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const popup = page.context().waitForEvent('page');
  await start.click();
  const provider = await popup;
  await provider.waitForURL(/\/healthz\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('a taken test shows its score and no Start; a closed one says when it closed', async ({ page }) => {
  await signIn(page, demo.learner);
  await page.goto('/testresult?test=pv-see-mock');
  await expect(page.getByText('You have taken this test. Score: 78%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await page.goto('/testresult?test=hcm-see-paper1');
  await expect(page.getByText(/^This test closed at /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
});

test('a learner with no tests reads that there is nothing to display', async ({ page }) => {
  await signIn(page, demo.empty);
  await page.goto('/tests');
  await expect(page.getByText('There is nothing here to display')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px wide the tests and a test page do not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, demo.learner);
  await page.goto('/tests');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll on /tests').toBeLessThanOrEqual(0);
  await page.goto('/testresult?test=pv-see-practice');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll on /testresult').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
