import { expect, test } from '@playwright/test';
import { dialog, latestMail, logIn, uniqueEmail, verificationLinkOf } from './auth-support.ts';

test('sign up, verify from the mailed link, sign in, stay signed in across a reload, sign out', async ({
  page,
  request,
}) => {
  // Journeys hash passwords (argon2) on a small machine: give them room.
  test.slow();
  const email = uniqueEmail('sign-up');
  const password = 'Journey@2026';
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await dialog(page, 'Login').getByRole('link', { name: 'Sign up' }).click();

  const signUp = dialog(page, 'Sign up');
  await expect(signUp.getByText(/at least 8 characters long/)).toBeVisible();
  await signUp.getByRole('textbox', { name: 'Name', exact: true }).fill('Ama Journey');
  await signUp.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await signUp.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog(page, 'Login')).toContainText(
    'Registered Succesfully.Please check your email & click Verify Email link to verify your email. Then try to login!',
  );

  // Not yet verified: the server says so.
  await logIn(page, email, password);
  await expect(dialog(page, 'Login').getByRole('alert')).toHaveText('User Not Confirmed');

  const link = verificationLinkOf(await latestMail(request, email, (mail) => mail.text.includes('verify=')));
  await page.goto(link);
  await expect(dialog(page, 'Login')).toContainText('Your email is verified. You can now log in.');
  // The link's parameters leave the address.
  await expect(page).toHaveURL(/\/\?dialog=login$/);

  // Signed in, the app reports the login to the server, which records it (once for this session).
  const loginEvent = page.waitForResponse((response) => response.url().endsWith('/api/analyticsWebApp'));
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/myPrograms$/);
  const event = await loginEvent;
  expect(event.status()).toBe(200);
  expect(await event.json()).toEqual({ recorded: true });
  const account = page.getByRole('button', { name: 'Ama Journey, account' });
  await expect(account).toBeVisible();

  await page.reload();
  await expect(account).toBeVisible();
  await expect(page).toHaveURL(/\/myPrograms$/);

  await account.click();
  await page.getByRole('menuitem', { name: 'Sign-out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // The server ended the session: a reload stays signed out.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
