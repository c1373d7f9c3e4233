import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { expect, type Page } from '@playwright/test';
import yazl from 'yazl';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 item 2 (ADR 0090): the demo admin uploads a PDF (watching its progress bar), the demo's SCORM
// 1.2 package (its report, then its preview, where the SCO finds its API in the launcher and nothing is
// recorded: ADR 0096), and a zip whose file climbs out of its folder, refused with the report naming the file.

const scormSource = join(import.meta.dirname, '../../scripts/demo-media/scorm/adr-reporting-check');
const scormPackage = join(import.meta.dirname, '../../content/demo/media/scorm/adr-reporting-check.zip');

async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return buffer(zip.outputStream);
}

/** A package whose `zz/evil.html` is renamed `../evil.html` in its bytes (zip tools refuse to write one). */
async function escapingZip(): Promise<Buffer> {
  const zip = await zipOf({
    'imsmanifest.xml': await readFile(join(scormSource, 'imsmanifest.xml')),
    'zz/evil.html': 'x',
  });
  const from = Buffer.from('zz/evil.html');
  for (let at = zip.indexOf(from); at !== -1; at = zip.indexOf(from, at + 1))
    Buffer.from('../evil.html').copy(zip, at);
  return zip;
}

/** A PDF of about `bytes` (a real one-page PDF, padded with a comment), large enough to watch its upload. */
function largePdf(bytes: number): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n';
  return Buffer.concat([Buffer.from(body), Buffer.from(`%${'x'.repeat(bytes)}\n%%EOF\n`)]);
}

async function chooseType(page: Page, type: string) {
  await page.getByRole('combobox', { name: 'The file is for' }).click();
  await page.getByRole('option', { name: type }).click();
}

/** Presses the chooser's button from the keyboard and gives the file to the chooser it opens. */
async function uploadByKeyboard(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const choose = page.getByRole('button', { name: button });
  await tabTo(page, choose, 40);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}

test('an admin uploads a PDF and a SCORM package, previews the package, and sees a bad zip refused', async ({
  newPage,
}) => {
  test.setTimeout(180_000);
  const page = await newPage();
  await page.goto('/staff/media');
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { name: 'Course files', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Course files' }),
  ).toBeVisible();

  // The PDF on a slow uplink, so its progress bar is seen moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const stamp = Date.now();
  await uploadByKeyboard(page, 'Choose the file: PDF', {
    name: `syllabus-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: largePdf(1_500_000),
  });
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(
    page.getByRole('status').filter({ hasText: `syllabus-${stamp}.pdf was checked and kept.` }),
  ).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // A good SCORM 1.2 package: its report, then its preview.
  await chooseType(page, 'SCORM package (zip)');
  const packageName = `adr-check-${stamp}.zip`;
  await uploadByKeyboard(page, 'Choose the file: SCORM package (zip)', {
    name: packageName,
    mimeType: 'application/zip',
    buffer: await readFile(scormPackage),
  });
  await expect(
    page.getByRole('status').filter({ hasText: `${packageName} was checked and kept.` }),
  ).toBeVisible();
  const upload = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Validation report' }) })
    .first();
  await expect(upload.getByText('SCORM version: 1.2')).toBeVisible();
  await expect(upload.getByText('1 SCO:')).toBeVisible();

  const preview = page.getByRole('button', { name: `Preview ${packageName}` });
  await tabTo(page, preview, 60);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Preview: ${packageName}` });
  await expect(dialog.getByText('Preview: nothing is recorded.')).toBeVisible();
  // The preview frames the launcher, which frames the SCO: the package finds its API there, greets the
  // admin, and what it reports is answered in the page and shown, stored nowhere.
  const sco = dialog.frameLocator('iframe').frameLocator('iframe');
  await expect(sco.getByRole('heading', { name: 'ADR reporting: quick check' })).toBeVisible();
  await expect(sco.getByText('Learner: Abena Asare')).toBeVisible();
  const reported = dialog.getByRole('status');
  await expect(reported).toHaveText('The package has reported nothing yet.');
  await expectNoSeriousAxeViolations(page);
  const next = sco.getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(sco.getByText('Page 2 of 4')).toBeVisible();
  await expect(reported).toHaveText('The package reports: incomplete.');
  const close = dialog.getByRole('button', { name: 'Close' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // A zip whose file climbs out of its folder is refused, the report naming the file.
  await uploadByKeyboard(page, 'Choose the file: SCORM package (zip)', {
    name: `escape-${stamp}.zip`,
    mimeType: 'application/zip',
    buffer: await escapingZip(),
  });
  await expect(page.getByRole('status').filter({ hasText: `escape-${stamp}.zip was refused` })).toBeVisible();
  await expect(page.getByText('The zip holds a path outside its folder (../evil.html)')).toBeVisible();
  await expect(page.getByRole('button', { name: `Preview escape-${stamp}.zip` })).toHaveCount(0);

  // No course points to the package: it is deleted by keyboard, once confirmed, and leaves the list.
  await tabTo(page, page.getByRole('button', { name: `Delete ${packageName}` }), 80);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${packageName} was deleted.` })).toBeFocused();
  await expect(page.getByRole('button', { name: `Preview ${packageName}` })).toHaveCount(0);

  await checkStaffScreen(page);
});
