import { expect, test } from '@playwright/test';
import { pdfFile, pngFile } from '../support/account-files.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// /complaints and /addComplaints, from the user menu; and Report A Query (/postquires) signed out.

test('the demo learner reads their complaints, opens a file, and adds one with a picture', async ({
  page,
}) => {
  await signInAs(page, demo.learner);
  await page.goto('/myPrograms');
  await page.getByRole('button', { name: 'Asha Mensah, account' }).click();
  await page.getByRole('menuitem', { name: 'Complaints' }).click();
  await expect(page).toHaveURL(/\/complaints$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complaints / Grievances Details' }),
  ).toBeVisible();
  for (const name of ['Sl No', 'Description', 'File Uploaded']) {
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: '3152-marks-correction-request.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: '3152-marks-correction-request.pdf' });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /\/files\/complaint\//);
  await expectNoSeriousAxeViolations(page);
  await viewer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Add Complaints' }).click();
  await expect(page).toHaveURL(/\/addComplaints$/);
  const program = page.getByRole('combobox', { name: 'Programme' });
  await expect(program.locator('option').first()).toHaveText('--Select--');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('*Please Enter the issue description.');
  await page.getByRole('textbox', { name: 'Description' }).fill('The IA 1 marks of pv101 are missing.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('*Please Select the Program.');
  await program.selectOption({ label: 'Certificate in Pharmacovigilance' });
  const input = page.locator('input[type=file][name=file]');
  await input.setInputFiles(pngFile('scan.png', 300_000));
  await expect(page.getByRole('alert')).toHaveText('file size is greater than 250kb');
  await input.setInputFiles(pngFile('scan.png', 60_000));
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/complaints$/);
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  const row = page.getByRole('row', { name: /The IA 1 marks of pv101 are missing\./ });
  await expect(row.getByRole('button', { name: /^\d{4}-scan\.png$/ })).toBeVisible();
  await row.getByRole('button', { name: /^\d{4}-scan\.png$/ }).click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
});

test("the empty learner has 'No Complaints'", async ({ page }) => {
  await signInAs(page, demo.empty);
  await page.goto('/complaints');
  await expect(page.getByText('No Complaints')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a visitor reports a query with a file from the footer, after the checks in order', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'For any queries' }).click();
  await expect(page).toHaveURL(/\/postquires$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report A Query' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter user name');
  await page.getByRole('textbox', { name: 'Name' }).fill('Kofi 2');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('*Please enter alphabet characters only.');
  await page.getByRole('textbox', { name: 'Name' }).fill('Kofi Boateng');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('*Please enter your email-ID.');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('kofi@');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('*Please enter valid email-ID.');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('kofi@example.test');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('*Please Enter the issue description.');
  await page.getByRole('textbox', { name: 'Description' }).fill('When does the next BBA batch start?');
  await page.locator('input[type=file][name=file]').setInputFiles(pdfFile('q.pdf', 4000));
  await expectNoSeriousAxeViolations(page);
  await submit.click();
  await expect(page.getByRole('status')).toHaveText('Submitted successfully');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('at 360 px the complaint screens fit, and the add form works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto('/complaints');
  await expect(page.getByRole('columnheader', { name: 'Sl No' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.goto('/addComplaints');
  const program = page.getByRole('combobox', { name: 'Programme' });
  await program.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Choose file' })).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(pngFile('scan.png', 60_000));
  await expect(page.getByText(/^scan\.png$/)).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});
