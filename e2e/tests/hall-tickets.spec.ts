import { readFile } from 'node:fs/promises';
import { expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// /hallticket. The demo learner has a two-page PDF ticket and a PNG one (content/demo/halltickets.json,
// files in content/demo/private/); the files are served to her only.

const pdfName = 'ADU26PV0042-hall-ticket.pdf';
const pngName = 'ADU26HM0107-hall-ticket.png';
const pdfUrl = '/files/hallticket/cert-pv-2026/2026-27/semester-1/ADU26PV0042-hall-ticket.pdf';

/** True once the canvas holds more than one colour: pdf.js has drawn the page on it. */
function drawn(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context || element.width === 0) return false;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    for (let i = 4; i < data.length; i += 4) if (data[i] !== data[0]) return true;
    return false;
  });
}

test('the demo learner sees, previews and downloads her hall tickets', async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/hallticket');
  await expect(page.getByRole('heading', { level: 1, name: 'Hall Tickets' })).toBeVisible();
  const pdfCard = page.getByRole('article', { name: pdfName });
  const thumbnail = pdfCard.getByRole('img', { name: `First page of ${pdfName}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => drawn(thumbnail)).toBe(true);
  expect(await thumbnail.evaluate((element) => element.getBoundingClientRect().width)).toBe(128);
  const picture = page
    .getByRole('article', { name: pngName })
    .getByRole('img', { name: `First page of ${pngName}` });
  await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(900);
  await expectNoSeriousAxeViolations(page);

  await pdfCard.getByRole('button', { name: `Preview ${pdfName}` }).click();
  const dialog = page.getByRole('dialog', { name: pdfName });
  for (const pageNumber of [1, 2]) {
    const canvas = dialog.getByRole('img', { name: `Page ${pageNumber} of 2 of ${pdfName}` });
    await expect(canvas).toBeVisible();
    await expect.poll(() => drawn(canvas)).toBe(true);
  }
  await expectNoSeriousAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(pdfName);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page
    .getByRole('article', { name: pngName })
    .getByRole('button', { name: `Preview ${pngName}` })
    .click();
  await expect(page.getByRole('dialog', { name: pngName }).getByRole('img', { name: pngName })).toBeVisible();
});

test("a hall ticket's file is served to its owner only", async ({ page }) => {
  expect((await page.request.get(pdfUrl)).status()).toBe(401);
  await signInAs(page, demo.empty);
  expect((await page.request.get(pdfUrl)).status()).toBe(404);
  // Never published with the media either.
  expect((await page.request.get(`/media/${demo.oid}/hall-tickets/${pdfName}`)).status()).toBe(404);
});

test('when the storage fails, the spec’s messages show, and Retry recovers', async ({ page }) => {
  await signInAs(page, demo.learner);
  const failure = { status: 500, json: { error: { code: 'INTERNAL', message: 'Storage unavailable' } } };
  await page.route('**/api/getHallticket', (route) => route.fulfill(failure));
  await page.goto('/hallticket');
  await expect(page.getByText('Failed to fetch hall tickets. Please try again later.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.unroute('**/api/getHallticket');
  await page.getByRole('button', { name: 'Retry' }).click();
  const card = page.getByRole('article', { name: pdfName });
  await expect(card).toBeVisible();

  await page.route('**/files/hallticket/**', (route) => route.fulfill(failure));
  await card.getByRole('button', { name: `Download ${pdfName}` }).click();
  await expect(page.getByText('Failed to download file. Please try again.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.unroute('**/files/hallticket/**');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Retry' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(pdfName);
});

test("the empty learner reads 'No Hall Tickets Available'", async ({ page }) => {
  await signInAs(page, demo.empty);
  await page.goto('/hallticket');
  await expect(page.getByText('No Hall Tickets Available')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px the hall tickets and their preview fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto('/hallticket');
  await expect(page.getByRole('article', { name: pdfName })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: `Preview ${pdfName}` }).click();
  const canvas = page.getByRole('img', { name: `Page 1 of 2 of ${pdfName}` });
  await expect(canvas).toBeVisible();
  // The preview reads at 100 % (ADR 0082): wider than the phone, it scrolls inside its frame, not the page.
  expect(await canvas.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(360);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
