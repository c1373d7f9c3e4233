import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { dialog, logIn } from './auth-support.ts';

// The only journey that signs in as the demo account with a temporary password: it changes it.
test('a temporary password must be replaced at first sign-in, then the learner lands signed in', async ({
  page,
}) => {
  // Journeys hash passwords (argon2) on a small machine: give them room.
  test.slow();
  await page.goto('/?dialog=login');
  await logIn(page, demo.temporary.email, demo.temporary.temporaryPassword);

  const change = dialog(page, 'Change your password');
  await expect(change).toBeVisible();
  await expect(change.getByRole('textbox', { name: 'New password', exact: true })).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  // Reloading keeps the learner on the public side with the change still asked for.
  await page.reload();
  await expect(change).toBeVisible();
  // (The header is behind the modal dialog, hidden from the accessibility tree meanwhile.)
  await expect(
    page.locator('header').getByRole('link', { name: 'Login', includeHidden: true }),
  ).toBeAttached();

  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
  await change.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('weak');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert')).toHaveText('Please match password pattern');

  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Chosen@2026');
  await change.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Chosen@2026');
  await change.getByRole('textbox', { name: 'Confirm password', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/myPrograms$/);
  await expect(page.getByRole('button', { name: 'Chidi Okafor, account' })).toBeVisible();
});
