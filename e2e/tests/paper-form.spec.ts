import { expect, type Page, test } from '@playwright/test';
import { pdfFile, pngFile } from '../support/account-files.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// The applicant applies to the demo's paper-form program (Certificate in Pharmacovigilance, whose
// applicationForm is 'paper'): the journeys build on each other, so they run in order.
test.describe.configure({ mode: 'serial' });

const program = 'Certificate in Pharmacovigilance';

async function openPaperForm(page: Page) {
  await page.goto('/applyProgram');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'aula.application',
      JSON.stringify({ applypid: 'cert-pv', applybpid: 'cert-pv-2026' }),
    ),
  );
  await page.goto('/myApplication/paperapplication');
}

/** Submits and expects the spec's first failing message under the form. */
async function expectProblem(page: Page, message: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

const cell = (page: Page, group: string, column: string, row = 1) =>
  page.getByLabel(`${group}: ${column}, row ${row}`, { exact: true });

test('what is typed and not submitted is kept on the device', async ({ page }) => {
  await signInAs(page, demo.applicant);
  await openPaperForm(page);
  await page.getByLabel('First name').fill('Kofi');
  await page.getByLabel('Surname').fill('Boateng');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your unsaved answers on this device were restored.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Kofi');
});

test('the applicant fills and submits the paper form with real uploads, meeting its checks on the way', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.applicant);
  await openPaperForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Application' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'APPLICATION FOR ADMISSION' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(demo.applicant.email);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Programme title 1')).toHaveValue(program);
  await expect(page.getByLabel('Programme title 1')).toHaveAttribute('readonly', '');
  await page.getByLabel('First name').fill('');

  // Check 1, and the image rules of the profile photo (any image, 50 KB to 250 KB).
  await expectProblem(page, 'Please select Profile photo');
  await expect(page.getByRole('button', { name: 'Choose file for Profile photo' })).toBeFocused();
  const photo = page.getByLabel('Choose file for Profile photo');
  await photo.setInputFiles(pngFile('photo.png', 50_000));
  // The spec's size message stands alone, by the photo; the photo's earlier 'Please select …' goes.
  await expect(page.getByText('file size is less than 50kb', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select Profile photo')).toBeHidden();
  await photo.setInputFiles(pdfFile('photo.pdf', 60_000));
  await expect(page.getByText('Profile photo Only image files are allowed.')).toBeVisible();
  await photo.setInputFiles(pngFile('photo.png', 60_000));
  await expect(page.getByText('Uploaded: photo.png')).toBeVisible();

  // Checks 2 to 10 in order; the field of the failure takes the focus.
  await expectProblem(page, 'Name cannot be empty');
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Kofi');
  await expectProblem(page, 'Please choose a title');
  await page.getByRole('combobox', { name: /^Title/ }).selectOption('Mr');
  await page.getByLabel('Surname').fill('Boateng');
  await expectProblem(page, 'Phone number cannot be empty');
  await page.getByLabel('Mobile').fill('2305123456');
  await page.getByLabel('NIC no.').fill('B1203011234567');
  await expectProblem(page, 'Please enter nationality');
  await expect(page.getByRole('heading', { name: 'D. Payment of application fee' })).toHaveCount(0);
  await page.getByLabel('Nationality').fill('Mauritian');
  await expect(page.getByRole('heading', { name: 'D. Payment of application fee' })).toBeVisible();
  await page.getByRole('radio', { name: 'Direct: bank draft' }).check();
  await page.getByLabel('Bank draft number').fill('BD-1001');
  await page.getByLabel('Residential address').fill('Royal Road, Curepipe');
  await expectProblem(page, 'Please select DOB');
  await page.getByLabel('Date of birth').fill('2018-01-15');
  await expect(page.getByText(/^Age: \d+$/)).toBeVisible();
  await expectProblem(page, 'Please enter declaration applicant fields');
  await page.getByLabel('Name of the applicant making the declaration').fill('Kofi Boateng');
  await page.getByLabel('I agree with the declaration above').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('I agree with the declaration above')).toBeChecked();

  // Checks 11 and 12: the 10th and 12th certificates' year, registration number, subject and grade.
  const tenth = '10th / Cambridge School Certificate';
  const twelfth = '12th / HSC, main subjects';
  await expectProblem(page, 'Please enter 10th Standard year');
  await page.getByLabel(`${tenth}: year`).fill('2012');
  await page.getByLabel(`${tenth}: registration no.`).fill('SC-7781');
  await cell(page, tenth, 'Subject').fill('Mathematics');
  await expectProblem(page, 'Please enter 10th Standard grades');
  await cell(page, tenth, 'Grade').fill('A');
  await cell(page, tenth, 'Subject', 8).fill('Geography');
  await page.getByLabel(`${twelfth}: year`).fill('2014');
  await page.getByLabel(`${twelfth}: registration no.`).fill('HSC-3310');
  await expectProblem(page, 'Please enter 12th Standard subjects');
  await cell(page, twelfth, 'Subject').fill('Chemistry');
  await cell(page, twelfth, 'Grade').fill('B');
  await cell(page, '12th / HSC, subsidiary subjects', 'Subject', 3).fill('General Paper');
  await cell(page, 'Post-secondary or graduate degrees', 'University').fill('University of Mauritius');

  // B: full-time and part-time exclude each other.
  await page.getByLabel('Full-time, programme 1').selectOption('yes');
  await expect(page.getByLabel('Part-time, programme 1')).toHaveValue('no');
  await page.getByLabel('Part-time, programme 1').selectOption('yes');
  await expect(page.getByLabel('Full-time, programme 1')).toHaveValue('no');

  // Checks 13 and 14: the signature and the documents, png or jpeg only.
  // By keyboard: the failing upload has the focus, and Enter opens the file chooser.
  await expectProblem(page, 'Please select Signature file');
  await expect(page.getByRole('button', { name: 'Choose file for Signature' })).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(pngFile('signature.png', 52_000));
  await expect(page.getByText('Uploaded: signature.png')).toBeVisible();
  await expectProblem(page, 'Please select 10th certificate');
  await page.getByLabel('Choose file for 10th certificate').setInputFiles(pngFile('tenth.png', 90_000));
  await page.getByLabel('Choose file for 12th certificate').setInputFiles(pngFile('twelfth.png', 120_000));
  await expect(page.getByText('Uploaded: twelfth.png')).toBeVisible();
  await expectProblem(page, 'Please select ID proof file');
  const idProof = page.getByLabel('Choose file for ID proof');
  await idProof.setInputFiles(pdfFile('id.pdf', 70_000));
  await expect(
    page.getByText('ID proof Only images with .jpg, .jpeg, .png extension are allowed.'),
  ).toBeVisible();
  await idProof.setInputFiles(pngFile('id.png', 257_000));
  await expect(page.getByText('file size is greater than 250kb', { exact: true })).toBeVisible();
  await idProof.setInputFiles(pngFile('id.png', 70_000));
  await expect(page.getByText('Uploaded: id.png')).toBeVisible();

  // The date rules: born at least 10 years back.
  await expectProblem(page, 'Date of birth must be at least 10 years ago');
  await page.getByLabel('Date of birth').fill('1996-07-02');
  await page.getByLabel('I have completed every section of this form').check();

  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  // The page takes the phone layout in a render after the resize: wait for it, as the learner sees it.
  await expect
    .poll(() => horizontalOverflow(page), { message: 'pixels of horizontal scroll' })
    .toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applyProgram$/);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: program, exact: true }) });
  await expect(card.getByText('Under Review')).toBeVisible();

  // Submitted: the form no longer opens.
  await openPaperForm(page);
  await expect(page).toHaveURL(/\/applyProgram$/);
});
