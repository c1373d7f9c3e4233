import { expect } from '@playwright/test';
import { zipOfFolder } from '../../apps/server/test/scorm-packages.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 item 3 (ADR 0099): an admin imports a QTI 2.1 package (apps/server/test/qti-package, written
// by hand) into a question bank; the table says, item by item, what each became or why it was not imported.

test('an admin imports a QTI 2.1 package into a bank and reads what became of each item', async ({
  newPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const page = await newPage();
  await page.goto('/staff/quizzes');
  await signInAsStaff(page, demoStaff.admin);
  await page.getByRole('textbox', { name: 'Bank name' }).fill(`QTI ${stamp}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Question bank: QTI ${stamp}`, level: 1 })).toBeVisible();

  await page.getByLabel('QTI package or item (ZIP or XML)').setInputFiles({
    name: 'pv-check.zip',
    mimeType: 'application/zip',
    buffer: await zipOfFolder('../qti-package'),
  });
  await tabTo(page, page.getByRole('button', { name: 'Import QTI' }), 60);
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '7 questions imported. 5 items were not imported: see why below.' }),
  ).toBeVisible();
  const items = page.getByRole('table', { name: 'Items of the QTI file' });
  await expect(items.getByRole('row', { name: /Naranjo score .* Single choice/ })).toBeVisible();
  await expect(items.getByRole('row', { name: /Causality terms .* Matching/ })).toBeVisible();
  await expect(
    items.getByRole('row', {
      name: /Case steps .* Not imported .* It uses orderInteraction, which matches none of the eight answer types/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit question 7' })).toBeVisible();
  await checkStaffScreen(page);
});
