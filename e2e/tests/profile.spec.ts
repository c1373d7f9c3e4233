import { expect, type Page, test } from '@playwright/test';
import { pdfFile, pngFile } from '../support/account-files.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';
import { createConfirmedAccount } from './auth-support.ts';

// /profile. The demo learner's filled profile is read (never changed: other journeys show its name);
// a fresh account fills, uploads to and deletes from its own.

function fileInput(page: Page, name: string) {
  return page.locator(`input[type=file][name=${name}]`);
}

test("the demo learner's profile shows their data, programmes with USN and files", async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
  await expect(page.getByText('Certificate in Pharmacovigilance: ADU26PV0042')).toBeVisible();
  await expect(page.getByRole('link', { name: '2317-bpharm-transcript.pdf' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a learner fills the profile, uploads, is told of a wrong file, deletes with No then Yes', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'profile');
  await signInAs(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Journey');

  // The spec's checks, in order: the photo first.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please Select Profile Photo');

  await fileInput(page, 'photo').setInputFiles(pngFile('me.gif', 60_000));
  await expect(page.getByRole('alert')).toHaveText(
    'Profile photo Only images with .jpg, .jpeg, .png extension are allowed.',
  );
  await fileInput(page, 'photo').setInputFiles(pngFile('me.png', 40_000));
  await expect(page.getByRole('alert')).toHaveText('file size is less than 50kb');
  await fileInput(page, 'photo').setInputFiles(pngFile('me.png', 60_000));
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /^blob:/);

  await page.getByRole('textbox', { name: 'First name' }).fill('Efua');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Asante');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter date of Birth');
  await page.getByLabel('Date of birth').fill('1997-03-09');
  await page.getByRole('textbox', { name: 'Country code' }).fill('233');
  await page.getByRole('textbox', { name: 'Address' }).fill('5 Castle Road, Cape Coast');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter phone number');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('201234567');
  await page.getByRole('textbox', { name: 'Passport number' }).fill('G7654321');
  await page.getByRole('textbox', { name: 'Highest degree' }).fill('BSc Nursing');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter work experience');
  await page.getByRole('textbox', { name: 'Work experience' }).fill('2 years, ward nurse');

  await fileInput(page, 'docname').setInputFiles(pdfFile('cv.pdf', 300_000));
  await expect(page.getByRole('alert')).toHaveText('file size is greater than 1mb');
  await fileInput(page, 'docname').setInputFiles(pdfFile('cv.pdf', 80_000));
  await expect(page.getByText(/^\d{4}-cv\.pdf$/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  const notice = page.getByRole('dialog');
  await expect(notice).toHaveText(/Uploaded successfully/);
  await notice.getByRole('button', { name: 'OK' }).click();
  // The header follows the new name.
  await expect(page.getByRole('button', { name: 'Efua Asante, account' })).toBeVisible();
  const saved = page.getByRole('link', { name: /^\d{4}-cv\.pdf$/ });
  await expect(saved).toBeVisible();

  // Delete: No puts the document back, Yes saves without it.
  await page.getByRole('button', { name: /^Delete \d{4}-cv\.pdf$/ }).click();
  await expect(page.getByRole('dialog')).toHaveText(/Are you sure you want to delete \?/);
  await page.getByRole('button', { name: 'No' }).click();
  await expect(saved).toBeVisible();
  await page.getByRole('button', { name: /^Delete \d{4}-cv\.pdf$/ }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog')).toHaveText(/deleted successfully/);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(saved).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Efua');
  await expect(page.getByText('None uploaded yet.').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px the profile fits, and it is reached and used by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
  expect(await horizontalOverflow(page)).toBe(0);

  await page.getByRole('textbox', { name: 'First name' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toBeFocused();
  // The upload buttons are real buttons: Enter opens the file chooser.
  const choose = page.getByRole('button', { name: 'Upload to Certificates' });
  await choose.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  expect((await chooser).isMultiple()).toBe(false);
});
