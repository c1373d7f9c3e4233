import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';
import { wordsBrokenAcrossLines } from '../support/phone-layout.ts';
import { createConfirmedAccount } from './auth-support.ts';

// A pdf object on a phone (issue 22): the study guide of the self-paced Certificate in Digital Health,
// opened by a fresh account at 360 px on a touch screen. Its text is drawn at a readable size (the page
// scrolls sideways inside its frame, the page around it never does), the zoom buttons and a pinch
// change the size, and full screen is the document alone.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

/** The demo study guides are A4: 595 PDF points wide. */
const a4Width = 595;

/** CSS pixels per PDF point of the first page as drawn (1 is 11-point text at 11 px). */
async function drawnScale(page: Page): Promise<number> {
  const canvas = page.getByRole('img', { name: /^Page 1 of \d+ of Study guide$/ });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The first page is not drawn');
  return box.width / a4Width;
}

/** The scale the pages are shown at while two fingers pinch them (1 when none do): the pinch's preview. */
async function pinchShown(frame: Locator): Promise<number> {
  return frame.evaluate((element) => {
    const pages = element.firstElementChild;
    return pages ? new DOMMatrixReadOnly(getComputedStyle(pages).transform).a : 1;
  });
}

/**
 * Two fingers land `from` pixels apart on `frame` and spread to `to` pixels apart, then lift. A finger
 * moves on only once the page has taken the last step: after the landing, a frame drawn; after each
 * move, the pages shown at the spread so far (on a busy machine a step sent sooner may be seen late).
 */
async function pinch(page: Page, frame: Locator, from: number, to: number) {
  const box = await frame.boundingBox();
  if (!box) throw new Error('Nothing to pinch');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const fingers = (gap: number) => [
    { x: x - gap / 2, y, id: 0 },
    { x: x + gap / 2, y, id: 1 },
  ];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
  for (const gap of [(from + to) / 2, to]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
    await expect
      .poll(() => pinchShown(frame), { message: 'the pages follow the fingers' })
      .toBeCloseTo(gap / from, 2);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('at 360 px a pdf reads at a readable size, zooms by button and pinch, and fills the screen alone', async ({
  page,
}) => {
  test.slow();
  const account = await createConfirmedAccount(page.request, 'pdf-phone');
  await signInAs(page, account);
  const start = await page.request.post('/api/syncUserProgramProgress', {
    data: { oid: demo.oid, eid: account.email, bpid: 'cert-dh-2026' },
  });
  expect(start.status()).toBe(200);
  await page.goto('/coursePlayer?course=cert-dh-2026-dh101&object=dh101-o1');

  const frame = page.getByRole('region', { name: 'Study guide' });
  const zoom = page.getByRole('toolbar', { name: 'Zoom' });
  const level = zoom.locator('output');
  // pdf.js arrives with the first pdf object: on a busy machine that takes a while.
  await expect(page.getByRole('img', { name: /^Page 1 of \d+ of Study guide$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(level).toHaveText('100%');
  expect(await drawnScale(page)).toBeCloseTo(1, 1);
  // Wider than the phone: the document's frame scrolls sideways, the page does not.
  expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await horizontalOverflow(page)).toBe(0);
  for (const heading of [page.getByRole('heading', { level: 1 }), page.getByRole('heading', { level: 2 })]) {
    expect(await wordsBrokenAcrossLines(heading)).toEqual([]);
  }
  await expectNoSeriousAxeViolations(page);

  // The buttons, by keyboard: each step is announced (the level is a live region).
  await expect(level).toHaveAttribute('aria-live', 'polite');
  await zoom.getByRole('button', { name: 'Zoom in' }).focus();
  await page.keyboard.press('Enter');
  await expect(level).toHaveText('125%');
  await expect.poll(() => drawnScale(page)).toBeCloseTo(1.25, 1);
  await zoom.getByRole('button', { name: 'Zoom out' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(level).toHaveText('75%');
  await zoom.getByRole('button', { name: 'Fit width' }).click();
  await expect(level).not.toHaveText('75%');
  await expect.poll(() => frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  // A pinch spreading the fingers to three times their distance zooms three times in.
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('75%');
  await expect.poll(() => drawnScale(page)).toBeCloseTo(0.75, 1);
  await pinch(page, frame, 60, 180);
  await expect(level).toHaveText('225%');
  await expect.poll(() => drawnScale(page)).toBeCloseTo(2.25, 1);
  expect(await horizontalOverflow(page)).toBe(0);

  // Full screen is the document and its controls, with the way out; not the titles nor Prev / Next.
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeFocused();
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(zoom).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Study guide' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Next' })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Study guide' })).toBeVisible();
  await expect(level).toHaveText('225%');
});
