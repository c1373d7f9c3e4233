import { type Browser, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { latestMail, uniqueEmail } from './auth-support.ts';

// The first complete staff journey (issue 23): an admin invites a counsellor, who chooses a password,
// sets up the authenticator app and signs in; the counsellor decides an application; the admin's audit
// log shows each step. Every staff screen is checked with axe, wide and at 360 px.

const admin = {
  email: 'admin@aula.demo',
  password: 'Admin@2026',
  secret: 'HKD7XIVVWXET6M24PFH432GD4FNSXH2I',
};
const programme = 'PG Diploma in Clinical Research';

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now: the server
 * takes a code once per step and one step either side, so a second sign-in in the same step gives the
 * next step's code instead of waiting for it.
 */
function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** Pixels the page scrolls sideways (0 when it fits the viewport). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** axe on the screen as it is, wide then at 360 px (once the phone layout has rendered), then wide again. */
async function checkScreen(page: Page): Promise<void> {
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expect
    .poll(() => horizontalOverflow(page), { message: 'pixels of horizontal scroll' })
    .toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The staff sign-in's first step, then the code of the app. */
async function signIn(page: Page, email: string, password: string, code: () => string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Enter the code from your authenticator app' }),
  ).toBeFocused();
  await page.getByRole('textbox', { name: 'Six-digit code' }).fill(code());
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin invites a counsellor, who sets up the second factor and signs in; the audit log shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);

  // The admin signs in at /staff, which asks for the sign-in first.
  const adminPage = await newPage(browser);
  await adminPage.goto('/staff/accounts');
  await expect(adminPage).toHaveURL(/\/staff\/sign-in$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await checkScreen(adminPage);
  await signIn(adminPage, admin.email, admin.password, () => totpCode(admin.secret));
  await expect(adminPage).toHaveURL(/\/staff\/accounts$/);
  await expect(adminPage.getByRole('table', { name: 'Staff accounts' })).toContainText(
    'counsellor@aula.demo',
  );
  await checkScreen(adminPage);

  // The admin invites a counsellor of the PG Diploma in Clinical Research.
  const counsellor = { email: uniqueEmail('counsellor'), name: 'Efua Boateng', password: 'Decide@2027' };
  await adminPage.getByRole('textbox', { name: 'E-mail' }).fill(counsellor.email);
  await adminPage.getByRole('textbox', { name: 'Name' }).fill(counsellor.name);
  await adminPage.getByRole('checkbox', { name: 'Counsellor (decides admissions)' }).check();
  await adminPage.getByRole('combobox', { name: 'Programmes' }).click();
  await adminPage.getByRole('option', { name: programme }).click();
  await adminPage.keyboard.press('Escape');
  await checkScreen(adminPage);
  await adminPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(adminPage.getByText(`The invitation is sent to ${counsellor.email}.`)).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: counsellor.email });
  await expect(row).toContainText(`Counsellor (Programme: ${programme})`);
  await expect(row).toContainText('Not set up yet');
  await expect(row).toContainText('Not accepted yet');

  // The counsellor follows the mail: a new password, then the authenticator app, then the recovery codes.
  const invitation = await latestMail(request, counsellor.email, (mail) =>
    mail.text.includes('Temporary password'),
  );
  const temporary = /Temporary password: (\S+)/.exec(invitation.text)?.[1];
  const link = invitation.links.find((candidate) => candidate.endsWith('/staff'));
  expect(temporary).toBeDefined();
  expect(link).toBeDefined();
  const counsellorPage = await newPage(browser);
  await counsellorPage.goto(new URL(link ?? '/staff').pathname);
  await expect(counsellorPage).toHaveURL(/\/staff\/sign-in$/);
  await counsellorPage.getByRole('textbox', { name: 'Email' }).fill(counsellor.email);
  await counsellorPage.getByRole('textbox', { name: 'Password' }).fill(temporary ?? '');
  await counsellorPage.getByRole('button', { name: 'Continue' }).click();
  await expect(counsellorPage.getByRole('heading', { name: 'Choose your password' })).toBeFocused();
  await counsellorPage.getByRole('textbox', { name: 'New password' }).fill(counsellor.password);
  await counsellorPage.getByRole('textbox', { name: 'Confirm password' }).fill(counsellor.password);
  await counsellorPage.getByRole('button', { name: 'Save password' }).click();

  await expect(counsellorPage.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  await expect(counsellorPage.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await checkScreen(counsellorPage);
  const secret = ((await counsellorPage.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await counsellorPage.getByRole('textbox', { name: 'Code from your app' }).fill(totpCode(secret));
  await counsellorPage.getByRole('button', { name: 'Confirm' }).click();

  await expect(counsellorPage.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await expect(
    counsellorPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await checkScreen(counsellorPage);
  await counsellorPage.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await counsellorPage.getByRole('button', { name: 'Continue' }).click();
  await expect(counsellorPage).toHaveURL(/\/staff\/admissions$/);
  await expect(counsellorPage.getByRole('navigation', { name: 'Staff' }).getByRole('link')).toHaveText([
    'Admissions',
    'Name changes',
    'Partner records',
  ]);

  // Signed out, the counsellor signs in again with the password and the app's code.
  await counsellorPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(counsellorPage).toHaveURL(/\/staff\/sign-in$/);
  await signIn(counsellorPage, counsellor.email, counsellor.password, () => totpCode(secret, 1));
  await expect(counsellorPage).toHaveURL(/\/staff\/admissions$/);

  // The admin's audit log shows each step of the counsellor's, and the invitation.
  await adminPage.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await adminPage.getByRole('textbox', { name: "Actor's e-mail" }).fill(counsellor.email);
  await adminPage.getByRole('button', { name: 'Apply filters' }).click();
  const log = adminPage.getByRole('table', { name: 'Audit events, newest first' });
  for (const action of [
    'staff.passwordChosen',
    'staff.secondFactorEnrolled',
    'staff.signIn',
    'staff.secondFactor',
  ]) {
    await expect(log.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await checkScreen(adminPage);
  await adminPage.getByRole('button', { name: 'Clear' }).click();
  await adminPage.getByRole('textbox', { name: 'Action' }).fill('staff.invite');
  await adminPage.getByRole('button', { name: 'Apply filters' }).click();
  await expect(log.getByRole('row').filter({ hasText: admin.email }).first()).toBeVisible();
});
