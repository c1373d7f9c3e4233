import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';

// The dashboard: where the learner left off, a row per program with a carousel of course cards, and
// the Quick Tour button (here only).

async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/signIn', {
    data: { oid: demo.oid, username: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const pvCourses = 'Courses of Certificate in Pharmacovigilance';

test('the dashboard resumes the last object and shows a row of courses per program', async ({ page }) => {
  await signIn(page, demo.learner);
  await page.goto('/dashboard');
  const resume = page.getByRole('region', { name: 'Continue where you left off' });
  await expect(resume.getByText('Interview: a day at an ADR monitoring centre')).toBeVisible();
  await expect(resume.getByText(/^Principles of Pharmacovigilance · Unit 1/)).toBeVisible();

  const pv = page.getByRole('region', { name: pvCourses });
  // The elective the learner did not choose (pv104) is hidden; three courses fit in one view.
  await expect(pv.getByRole('group')).toHaveCount(3);
  await expect(pv.getByRole('heading')).toHaveText([
    'Principles of Pharmacovigilance',
    'Adverse Drug Reaction Reporting',
    'Signal Detection and Risk Management',
  ]);
  await expect(pv.getByText('4 weeks').first()).toBeVisible();
  const hcm = page.getByRole('region', { name: 'Courses of Diploma in Healthcare Management' });
  await expect(hcm.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');
  await expectNoSeriousAxeViolations(page);
});

test('the Quick Tour button is on the dashboard only and opens the tour', async ({ page }) => {
  await signIn(page, demo.learner);
  await page.goto('/myPrograms');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a program' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quick Tour' })).toHaveCount(0);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Quick Tour' }).click();
  await expect(page).toHaveURL(/\/quickTour$/);
  await expect(page.locator('video').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px the carousel shows one course at a time, moved with the buttons and the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, demo.learner);
  await page.goto('/dashboard');
  const pv = page.getByRole('region', { name: pvCourses });
  await expect(pv.getByRole('group')).toHaveCount(1);
  await expect(pv.getByRole('heading')).toHaveText('Principles of Pharmacovigilance');
  await pv.getByRole('button', { name: 'Next courses' }).click();
  await expect(pv.getByRole('heading')).toHaveText('Adverse Drug Reaction Reporting');
  await page.keyboard.press('ArrowRight');
  await expect(pv.getByRole('heading')).toHaveText('Signal Detection and Risk Management');
  await page.keyboard.press('Enter');
  // Enter on the focused Next button moves on again, wrapping round to the first course.
  await expect(pv.getByRole('heading')).toHaveText('Principles of Pharmacovigilance');
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);

  // Opening a card remembers the course for the course page.
  await pv.getByRole('link', { name: /Principles of Pharmacovigilance/ }).click();
  const stored = await page.evaluate(() => localStorage.getItem('aula.currentCourse'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    eid: demo.learner.email,
    value: { bcid: 'cert-pv-2026-pv101' },
  });
});

test('a learner with no programs sees the empty state on the dashboard', async ({ page }) => {
  await signIn(page, demo.empty);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'You have no programs yet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Continue where you left off' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Quick Tour' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
