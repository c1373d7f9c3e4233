import { expect } from '@playwright/test';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, totpCode } from '../support/staff-session.ts';
import { latestMail, uniqueEmail } from './auth-support.ts';

// The first complete staff journey (issue 23): an admin invites a counsellor, who chooses a password,
// sets up the authenticator app and signs in; the admin's audit log shows each step. Every staff screen
// is checked with axe, wide and at 360 px. The decisions' journeys: staff-admissions-decisions.spec.ts.

const admin = demoStaff.admin;
const programme = 'PG Diploma in Clinical Research';

test('an admin invites a counsellor, who sets up the second factor and signs in; the audit log shows it', async ({
  newPage,
  request,
}) => {
  test.setTimeout(240_000);

  // The admin signs in at /staff, which asks for the sign-in first.
  const adminPage = await newPage();
  await adminPage.goto('/staff/accounts');
  await expect(adminPage).toHaveURL(/\/staff\/sign-in$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await checkStaffScreen(adminPage);
  await signInAsStaff(adminPage, admin);
  await expect(adminPage).toHaveURL(/\/staff\/accounts$/);
  const accounts = adminPage.getByRole('table', { name: 'Staff accounts' });
  await expect(accounts).toContainText('counsellor@aula.demo');
  await checkStaffScreen(adminPage);
  // The list is searched and filtered on the server, a page at a time (ADR 0100).
  await adminPage.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('instructor@');
  await expect(accounts.getByRole('row')).toHaveCount(2);
  await expect(accounts).toContainText('instructor@aula.demo');
  await expect(adminPage).toHaveURL(/\/staff\/accounts\?q=instructor%40$/);
  await adminPage.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('');
  await expect(accounts).toContainText('counsellor@aula.demo');

  // The admin invites a counsellor of the PG Diploma in Clinical Research.
  const counsellor = { email: uniqueEmail('counsellor'), name: 'Efua Boateng', password: 'Decide@2027' };
  await adminPage.getByRole('textbox', { name: 'E-mail' }).fill(counsellor.email);
  await adminPage.getByRole('textbox', { name: 'Name' }).fill(counsellor.name);
  await adminPage.getByRole('checkbox', { name: 'Counsellor (decides admissions)' }).check();
  await adminPage.getByRole('combobox', { name: 'Programmes' }).click();
  await adminPage.getByRole('option', { name: programme }).click();
  await adminPage.keyboard.press('Escape');
  await checkStaffScreen(adminPage);
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
  const counsellorPage = await newPage();
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
  await checkStaffScreen(counsellorPage);
  const secret = ((await counsellorPage.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await counsellorPage.getByRole('textbox', { name: 'Code from your app' }).fill(totpCode(secret));
  await counsellorPage.getByRole('button', { name: 'Confirm' }).click();

  await expect(counsellorPage.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await expect(
    counsellorPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await checkStaffScreen(counsellorPage);
  await counsellorPage.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await counsellorPage.getByRole('button', { name: 'Continue' }).click();
  await expect(counsellorPage).toHaveURL(/\/staff\/admissions$/);
  await expect(counsellorPage.getByRole('navigation', { name: 'Staff' }).getByRole('link')).toHaveText([
    'Admissions',
    'Name changes',
    'Partner records',
    'Reports',
  ]);

  // On a phone the sections sit behind one Menu button, which a chosen page closes.
  await counsellorPage.setViewportSize({ width: 360, height: 780 });
  const staffNav = counsellorPage.getByRole('navigation', { name: 'Staff' });
  const menu = staffNav.getByRole('button', { name: 'Menu' });
  await expect(staffNav.getByRole('link')).toHaveCount(0);
  await menu.focus();
  await counsellorPage.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The groups are labelled lists; Escape closes them and gives the focus back to Menu (ADR 0100).
  await expect(staffNav.getByRole('list', { name: 'Admissions' }).getByRole('link')).toHaveCount(3);
  await counsellorPage.keyboard.press('Tab');
  await counsellorPage.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await counsellorPage.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await counsellorPage.keyboard.press('Tab');
  await counsellorPage.keyboard.press('Tab');
  await expect(staffNav.getByRole('link', { name: 'Name changes' })).toBeFocused();
  await counsellorPage.keyboard.press('Enter');
  await expect(counsellorPage).toHaveURL(/\/staff\/name-changes$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(staffNav.getByRole('link')).toHaveCount(0);
  await counsellorPage.setViewportSize({ width: 1280, height: 800 });
  await expect(staffNav.getByRole('link')).toHaveCount(4);
  await staffNav.getByRole('link', { name: 'Admissions' }).click();
  await expect(counsellorPage).toHaveURL(/\/staff\/admissions$/);

  // Signed out, the counsellor signs in again with the password and the app's code.
  await counsellorPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(counsellorPage).toHaveURL(/\/staff\/sign-in$/);
  await signInAsStaff(counsellorPage, { ...counsellor, secret }, 1);
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
  await checkStaffScreen(adminPage);
  await adminPage.getByRole('button', { name: 'Clear' }).click();
  await adminPage.getByRole('textbox', { name: 'Action' }).fill('staff.invite');
  await adminPage.getByRole('button', { name: 'Apply filters' }).click();
  await expect(log.getByRole('row').filter({ hasText: admin.email }).first()).toBeVisible();
});
