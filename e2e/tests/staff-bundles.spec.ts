import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 item 7 (ADR 0084, 0098): an admin downloads the catalogue as a content bundle zip, one
// programme by keyboard and the whole organisation by a click, then uploads the programme's zip, reads
// what importing it would do and imports it, by keyboard; a counsellor finds the page closed to their role.

/** The zip's local file headers name its entries in plain bytes: enough to see what it holds. */
function entryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\u0003\u0004'); at >= 0; at = zip.indexOf('PK\u0003\u0004', at + 4)) {
    const length = zip.readUInt16LE(at + 26);
    names.push(zip.subarray(at + 30, at + 30 + length).toString('utf8'));
  }
  return names;
}

test('an admin exports one programme and the whole organisation as content bundles', async ({ newPage }) => {
  test.setTimeout(240_000);
  const page = await newPage();
  await page.goto('/staff/bundles');
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { name: 'Catalogue bundles', level: 1 })).toBeVisible();
  await checkStaffScreen(page);

  const programme = page.getByRole('button', { name: 'Export Certificate in Pharmacovigilance' });
  await tabTo(page, programme, 60);
  const [single] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(single.suggestedFilename()).toMatch(/^AULADEMO-cert-pv-bundle-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `The download of ${single.suggestedFilename()} has started.` }),
  ).toBeVisible();
  const programmeNames = entryNames(await readFile(await single.path()));
  expect(programmeNames).toContain('organisation.json');
  expect(programmeNames.filter((name) => name.startsWith('programs/'))).toEqual(['programs/cert-pv.json']);
  expect(programmeNames.some((name) => name.startsWith('private/') || name === 'accounts.json')).toBe(false);

  const [whole] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export the whole organisation' }).click(),
  ]);
  expect(whole.suggestedFilename()).toMatch(/^AULADEMO-bundle-\d{4}-\d{2}-\d{2}\.zip$/);
  const names = entryNames(await readFile(await whole.path()));
  expect(names).toEqual(expect.arrayContaining(['programs/pharmd.json', 'media/scorm/national-centres.zip']));

  // The programme's zip comes back in: checked first (nothing changes), then imported.
  const choose = page.getByRole('button', { name: 'Choose a bundle zip' });
  await tabTo(page, choose, 80);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  const zipName = single.suggestedFilename();
  await chooser.setFiles({
    name: zipName,
    mimeType: 'application/zip',
    buffer: await readFile(await single.path()),
  });
  const checked = page.getByRole('status').filter({ hasText: `${zipName} can be imported.` });
  await expect(checked).toBeVisible({ timeout: 60_000 });
  await expect(checked).toBeFocused();
  const changes = page.getByRole('table', { name: 'What importing changes' });
  await expect(changes.getByRole('rowheader', { name: 'Programmes' })).toBeVisible();
  await checkStaffScreen(page);

  const importIt = page.getByRole('button', { name: `Import ${zipName}` });
  await tabTo(page, importIt);
  await page.keyboard.press('Enter');
  const imported = page.getByRole('status').filter({ hasText: `${zipName} was imported.` });
  await expect(imported).toBeVisible({ timeout: 60_000 });
  await expect(imported).toBeFocused();
  await expect(page.getByRole('button', { name: `Import ${zipName}` })).toHaveCount(0);
  await checkStaffScreen(page);
});

test('a counsellor finds the bundles page closed to their role', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/staff/bundles');
  await signInAsStaff(page, demoStaff.counsellor);
  await expect(page.getByRole('heading', { name: 'Not open to your role' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Catalogue bundles' }),
  ).toHaveCount(0);
});
