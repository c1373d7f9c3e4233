import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { expectCertificatePdf, expectCertificatePng } from '../support/certificate-files.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// /certificates and the public /verify/<number> page. The demo learner holds one certificate
// (content/demo/certificates.json); the empty learner holds none.

const certno = 'AULADEMO-2026-7KQ3M9XD';
const name = 'Certificate in Digital Health';

test('the demo learner previews the certificate and downloads it as certificate.png and certificate.pdf', async ({
  page,
}) => {
  await signInAs(page, demo.learner);
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  const card = page.getByRole('article', { name });
  const image = card.getByRole('img', { name: `Certificate: ${name}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1600);
  await expect(card.getByRole('link', { name: 'Verification page' })).toHaveAttribute(
    'href',
    new RegExp(`/verify/${certno}$`),
  );
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('button', { name: `Preview ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('img', { name: `Certificate: ${name}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('certificate.png');
  expectCertificatePng(await readFile(await download.path()));
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('certificate.pdf');
  await expectCertificatePdf(await readFile(await pdf.path()));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test("the certificate's files are its owner's only", async ({ page }) => {
  await signInAs(page, demo.empty);
  expect((await page.request.get(`/files/certificate/${certno}.png`)).status()).toBe(404);
  expect((await page.request.get(`/files/certificate/${certno}.pdf`)).status()).toBe(404);
});

test('anyone can confirm a certificate by its number, without signing in', async ({ page }) => {
  await page.goto(`/verify/${certno}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
  await expect(page.getByText('This certificate is genuine.')).toBeVisible();
  await expect(
    page.getByText(
      `Aula Demo University certifies that Asha Mensah completed the program ${name} on 20 February 2026.`,
    ),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect((await page.request.get(`/files/certificate/${certno}.png`)).status()).toBe(401);

  await page.goto('/verify/AULADEMO-2026-00000000');
  await expect(page.getByText('No such certificate')).toBeVisible();
});

test("the empty learner reads 'No Data'", async ({ page }) => {
  await signInAs(page, demo.empty);
  await page.goto('/certificates');
  await expect(page.getByText('No Data', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px the certificates and the verification page fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto('/certificates');
  await expect(page.getByRole('article', { name })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.goto(`/verify/${certno}`);
  await expect(page.getByText('This certificate is genuine.')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
