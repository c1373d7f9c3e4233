import { expect, type Page } from '@playwright/test';
import { pdfFile, pngFile } from './account-files.ts';

// The admissions wizard (the standard form) filled in as an applicant does, for journeys that need a
// submitted application: admissions.spec.ts walks through its checks one by one.

/** The card of a programme on Apply for a Program. */
export function programCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** What the applicant types that a counsellor reads back. */
export interface WizardAnswers {
  firstName: string;
  lastName: string;
  work: string;
}

/**
 * From Apply for a Program: opens `programme` on its `tab` with Apply, fills every tab of the wizard
 * with valid answers and real uploads (a PDF certificate, PNG transcripts, national ID and photo), and
 * submits it; ends on the listing with the programme Under Review.
 */
export async function applyThroughWizard(
  page: Page,
  { programme, tab, answers }: { programme: string; tab: string; answers: WizardAnswers },
): Promise<void> {
  await page.goto('/applyProgram');
  await page.getByRole('tab', { name: tab }).click();
  await programCard(page, programme)
    .getByRole('button', { name: `Apply: ${programme}` })
    .click();
  await expect(page).toHaveURL(/\/myApplication\/application$/);
  await expect(page.getByRole('heading', { level: 1, name: `Application (${programme})` })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save and Continue' });
  const fields = page.locator('form');

  await page.getByLabel('First Name').fill(answers.firstName);
  await page.getByLabel('Last Name').fill(answers.lastName);
  await page.getByLabel('Country Code').selectOption('233');
  await page.getByLabel('Contact (WhatsApp number)').fill('244555010');
  await page.getByLabel('Date of Birth').fill('1996-05-21');
  await page.getByLabel('Father Name').fill('Kojo Journey');
  await page.getByLabel('Mother Name').fill('Adwoa Journey');
  await page.getByLabel('National ID').fill('GHA-731055420-7');
  await fields.getByLabel('Address line 1').first().fill('7 Independence Avenue');
  await fields.getByLabel('State').first().fill('Greater Accra');
  await fields.getByLabel('City').first().fill('Accra');
  await fields.getByLabel('Pincode').first().fill('GA-221');
  await page.getByLabel('Country of residence').selectOption('Ghana');
  await page
    .getByRole('radiogroup', { name: /same as the permanent address/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await save.click();

  await expect(page.getByRole('tab', { name: 'Education', selected: true })).toBeVisible();
  await page.getByLabel('School Name').fill('Achimota School');
  await fields.getByLabel('Address line 1').first().fill('Achimota');
  await page.getByLabel('School Address Country').fill('Ghana');
  await page.getByLabel('School Address pincode').fill('GA-300');
  await page.getByLabel('University Name').fill('University of Cape Coast');
  await fields.getByLabel('Address line 1').nth(1).fill('Cape Coast');
  await page.getByLabel('University Country').fill('Ghana');
  await page.getByLabel('University ZIP').fill('CC-001');
  await page.getByLabel('Experience (type NIL if none)').fill('3 years');
  await page.getByLabel('Work description and years').fill(answers.work);
  await save.click();

  await expect(page.getByRole('tab', { name: 'Upload Documents', selected: true })).toBeVisible();
  const uploads = [
    ['Certificate', pdfFile('certificate.pdf', 90_000)],
    ['Transcripts', pngFile('transcripts.png', 120_000)],
    ['National ID', pngFile('national-id.png', 70_000)],
    ['Profile photo', pngFile('photo.png', 80_000)],
  ] as const;
  for (const [field, file] of uploads) {
    await page.getByLabel(`Choose file for ${field}`).setInputFiles(file);
    await expect(page.getByText(`Uploaded: ${file.name}`)).toBeVisible();
  }
  await save.click();

  await expect(page.getByRole('tab', { name: 'Scholarship', selected: true })).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await save.click();

  await expect(page.getByRole('tab', { name: 'Review', selected: true })).toBeVisible();
  await expect(page.getByText('certificate.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/applyProgram$/);
  await page.getByRole('tab', { name: tab }).click();
  await expect(programCard(page, programme).getByText('Under Review')).toBeVisible();
}
