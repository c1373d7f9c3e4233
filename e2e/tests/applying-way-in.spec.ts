import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// Applying has a way in (issue 22, ADR 0081): from the dashboard, the sidebar and a program's page,
// on a phone. Nothing here saves an application (the admissions journeys do).

test.use({ viewport: { width: 360, height: 780 } });

test('a learner with no program finds where to apply and their applications, from the dashboard and the sidebar', async ({
  page,
}) => {
  await signInAs(page, demo.empty);
  await page.goto('/dashboard');
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications).toBeVisible();
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await applications.getByRole('link', { name: 'Apply for a Program' }).click();
  await expect(page).toHaveURL(/\/applyProgram$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a Program' })).toBeVisible();

  await page.getByRole('button', { name: 'Open the menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Portal' });
  await expect(sidebar.getByRole('link', { name: 'Apply for a Program' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await sidebar.getByRole('link', { name: 'My Application' }).click();
  await expect(page).toHaveURL(/\/myApplication$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Application' })).toBeVisible();
});

test("a program's page offers the action its status drives: Apply, or Continue Learning once enrolled", async ({
  page,
}) => {
  await signInAs(page, demo.empty);
  await page.goto('/myProg/pharmd/0');
  const panel = page.getByRole('region', { name: 'Your application' });
  await expect(panel.getByRole('button', { name: 'Apply: Doctor of Pharmacy (Pharm.D)' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /My Application/ })).toHaveAttribute('href', '/myApplication');
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('button', { name: 'Apply: Doctor of Pharmacy (Pharm.D)' }).click();
  await expect(page).toHaveURL(/\/myApplication\/application$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Application (Doctor of Pharmacy (Pharm.D))' }),
  ).toBeVisible();

  await signInAs(page, demo.learner);
  await page.goto('/myProg/cert-pv/0');
  const own = page.getByRole('region', { name: 'Your application' });
  await own.getByRole('button', { name: 'Continue Learning: Certificate in Pharmacovigilance' }).click();
  await expect(page).toHaveURL(/\/MyPrograms\/programs$/);
});
