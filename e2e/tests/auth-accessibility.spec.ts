import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { createConfirmedAccount, dialog, horizontalOverflow, logIn } from './auth-support.ts';

async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  // (Not by role: with a dialog open, the header is hidden from the accessibility tree.)
  await expect(page.locator('header')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('no serious axe violation on the landing page or in any sign-in dialog', async ({ page }) => {
  // Journeys hash passwords (argon2) on a small machine: give them room.
  test.slow();
  await openLanding(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  const login = dialog(page, 'Login');
  await expect(login.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  // Errors on view too: they must be announced and described, not only red.
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);

  await login.getByRole('link', { name: 'Sign up' }).click();
  await expect(dialog(page, 'Sign up').getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await openLanding(page, '/myProg/x/1?dialog=signup');
  await expect(dialog(page, 'Sign up').getByText(/100% scholarship/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await openLanding(page, '/?dialog=forgotPassword');
  const forgot = dialog(page, 'Forgot password');
  await forgot.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.empty.email);
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(
    dialog(page, 'Reset password').getByRole('textbox', { name: 'Code', exact: true }),
  ).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  // Escape closes, and the focus returns to what opened the dialog.
  await openLanding(page);
  const opener = page.getByRole('banner').getByRole('link', { name: 'Login' });
  await opener.click();
  await expect(dialog(page, 'Login')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Login')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('at 360 px the landing page, its drawer, the dialogs and the signed-in shell fit', async ({
  page,
  request,
}) => {
  // Journeys hash passwords (argon2) on a small machine: give them room.
  test.slow();
  const account = await createConfirmedAccount(request, 'narrow');
  await page.setViewportSize({ width: 360, height: 780 });
  await openLanding(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Contact us' }) });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Login' }).click();
  const login = dialog(page, 'Login');
  await expect(login).toBeVisible();
  const box = await login.boundingBox();
  expect(box?.width).toBe(300);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/myPrograms$/);
  await expect(page.getByRole('button', { name: `${account.name}, account` })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Portal' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar).toBeHidden();
});
