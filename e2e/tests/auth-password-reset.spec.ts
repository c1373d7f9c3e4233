import { expect, test } from '@playwright/test';
import { createConfirmedAccount, dialog, latestMail, logIn } from './auth-support.ts';

test('forgot password: a mailed code resets it, and the new password signs in', async ({ page, request }) => {
  // Journeys hash passwords (argon2) on a small machine: give them room.
  test.slow();
  const account = await createConfirmedAccount(request, 'reset');
  const newPassword = 'Changed#2027';

  await page.goto('/?dialog=login');
  await dialog(page, 'Login').getByRole('link', { name: 'Forgot password?' }).click();
  const forgot = dialog(page, 'Forgot password');
  await forgot.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await forgot.getByRole('button', { name: 'Send code' }).click();

  const reset = dialog(page, 'Reset password');
  await expect(reset).toContainText(/We sent a 6-digit code to \S+\*\*\*@/);
  const mail = await latestMail(request, account.email, (candidate) => candidate.code !== null);
  const wrongCode = mail.code === '000000' ? '111111' : '000000';
  await reset.getByRole('textbox', { name: 'Code', exact: true }).fill(wrongCode);
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await reset.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Change password' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Code mismatch');

  await reset.getByRole('textbox', { name: 'Code', exact: true }).fill(mail.code ?? '');
  await reset.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog(page, 'Login')).toContainText('Changed password Succesfully');

  await logIn(page, account.email, account.password);
  await expect(dialog(page, 'Login').getByRole('alert')).toHaveText('Invalid Password');
  await logIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/myPrograms$/);
  await expect(page.getByRole('button', { name: `${account.name}, account` })).toBeVisible();
});
