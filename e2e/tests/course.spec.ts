import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// The course page: opened from a dashboard card at an address naming the course, so a reload or a
// shared link lands on it again.

const course = 'Principles of Pharmacovigilance';

test('a dashboard card opens its course page, and a reload lands on the same course', async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/dashboard');
  const pv = page.getByRole('region', { name: 'Courses of Certificate in Pharmacovigilance' });
  await pv.getByRole('link', { name: new RegExp(course) }).click();

  await expect(page).toHaveURL(/\/course\?course=cert-pv-2026-pv101/);
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await expect(page.getByText('Certificate in Pharmacovigilance · 4 weeks')).toBeVisible();
  await expect(page.getByText(/explains what pharmacovigilance is/)).toBeVisible();
  const address = page.url();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  expect(page.url()).toBe(address);
  await expectNoSeriousAxeViolations(page);
});

test('the continue card leads to the course of the object opened last', async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Continue where you left off' })
    .getByRole('link', { name: /^Continue with/ })
    .click();
  await expect(page).toHaveURL(/\/course\?course=cert-pv-2026-pv101/);
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
});

test('a course of a batch the learner is not in is refused, with Retry', async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/course?course=mba-ha-2026-mba101');
  await expect(page.getByRole('heading', { level: 2, name: 'We could not load this course.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('at 360 px the course page fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto('/course?course=cert-pv-2026-pv101');
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
