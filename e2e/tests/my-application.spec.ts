import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/signIn', {
    data: { oid: demo.oid, username: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}

/** The steps of a program's card that are highlighted (reached). */
async function reachedSteps(page: Page, program: string): Promise<string[]> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: program }) });
  return card.locator('li[data-reached="true"]').allInnerTexts();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the applicant sees each application with the steps it has reached, and Open leads to /applyProgram', async ({
  page,
}) => {
  await signIn(page, demo.applicant);
  await page.goto('/myApplication');
  await expect(page.getByRole('heading', { level: 1, name: 'My Application' })).toBeVisible();
  const bba = 'BBA in Hospital and Health Systems Management';
  const pgd = 'PG Diploma in Clinical Research';
  const cdh = 'Certificate in Digital Health';
  // Newest first: the one in progress was started after the others were submitted.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([bba, pgd, cdh]);
  expect(await reachedSteps(page, bba)).toEqual([expect.stringContaining('Fill Your Details')]);
  expect(await reachedSteps(page, pgd)).toHaveLength(2);
  expect(await reachedSteps(page, cdh)).toHaveLength(3);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: `Open the application to ${pgd}` }).click();
  await expect(page).not.toHaveURL(/\/myApplication$/);
  const state = await page.evaluate(() => sessionStorage.getItem('aula.application'));
  expect(JSON.parse(state ?? 'null')).toEqual({ applypid: 'pgd-cr', applybpid: 'pgd-cr-2026' });
});

test('the demo learner has one approved application', async ({ page }) => {
  await signIn(page, demo.learner);
  await page.goto('/myApplication');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Certificate in Pharmacovigilance']);
  expect(await reachedSteps(page, 'Certificate in Pharmacovigilance')).toHaveLength(3);
});

test('a learner who applied to nothing is told so', async ({ page }) => {
  await signIn(page, demo.empty);
  await page.goto('/myApplication');
  await expect(page.getByText('You have not applied to any program yet.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px wide My Application does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, demo.applicant);
  await page.goto('/myApplication');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
