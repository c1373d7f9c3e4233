import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// The signed-in routes of spec 1 §2 without a sidebar item: /LandingScreen, /about, /allPrograms and
// /myProg without parameters.

const enrolled = { pid: 'cert-pv', name: 'Certificate in Pharmacovigilance' };

test('/LandingScreen shows the landing page in the signed-in frame', async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/LandingScreen');
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asha Mensah, account' })).toBeVisible();
  await expect(page.getByRole('link', { name: enrolled.name }).first()).toHaveAttribute(
    'href',
    `/myProg/${enrolled.pid}/0`,
  );
  await expectNoSeriousAxeViolations(page);
});

test('/allPrograms marks the learner’s programs, and /myProg opens the one chosen last', async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/myProg');
  // Nothing chosen yet on this device: the catalogue to choose from.
  await expect(page).toHaveURL(/\/allPrograms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Programs' })).toBeVisible();
  const own = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: enrolled.name }) });
  await expect(own.first()).toContainText('Enrolled');
  await expectNoSeriousAxeViolations(page);

  await own.first().getByRole('link', { name: enrolled.name }).click();
  await expect(page).toHaveURL(new RegExp(`/myProg/${enrolled.pid}/0$`));
  await expect(page.getByRole('heading', { level: 1, name: enrolled.name })).toBeVisible();

  await page.goto('/dashboard');
  await page.goto('/myProg');
  await expect(page).toHaveURL(new RegExp(`/myProg/${enrolled.pid}/0$`));
  await expect(page.getByRole('heading', { level: 1, name: enrolled.name })).toBeVisible();
});

test('at 360 px /about shows the account and the portal pages, and signs out with the keyboard alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About this portal' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText(demo.learner.email);
  await expect(account).toContainText('Aula Demo University');
  const pages = page.getByRole('navigation', { name: 'Pages of the portal' });
  await expect(pages.getByRole('link', { name: 'All Programs' })).toHaveAttribute('href', '/allPrograms');
  await expect(pages.getByRole('link', { name: 'About ADU' })).toHaveAttribute('href', '/aboutADU');
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);

  // Tab from the top of the page until Sign-out has the focus, then press Enter.
  const signOut = account.getByRole('button', { name: 'Sign-out' });
  for (let presses = 0; presses < 30; presses += 1) {
    if (await signOut.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asha Mensah, account' })).toHaveCount(0);
  const session = await page.request.post('/api/auth/currentSession', { data: {} });
  expect(session.status()).toBe(401);
});
