import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// /announcements: an accordion panel per program of the learner, entries of every type, media in a
// dialog closed by X, authored pages only in a sandboxed frame.

async function openAnnouncements(page: Page) {
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
}

const entry = (page: Page, title: string) => page.getByRole('article', { name: title });

test("the demo learner's announcements, by program, with DD/MM/YYYY dates", async ({ page }) => {
  await signInAs(page, demo.learner);
  await openAnnouncements(page);
  const pv = page.getByRole('button', { name: 'Certificate in Pharmacovigilance (12)' });
  const hcm = page.getByRole('button', { name: 'Diploma in Healthcare Management (1)' });
  await expect(pv).toBeVisible();
  await expect(hcm).toBeVisible();
  const panelOpen = async (button: typeof pv) => (await button.getAttribute('aria-expanded')) === 'true';
  if (!(await panelOpen(pv))) await pv.click();
  await expect(entry(page, 'Welcome to the July 2026 intake')).toContainText('01/07/2026');
  await expect(
    entry(page, 'Report ADRs to PvPI').getByRole('link', { name: 'Pharmacovigilance Programme of India' }),
  ).toHaveAttribute('href', 'https://ipc.gov.in/PvPI/pv_home.html');
  await expect(entry(page, 'PV101 study guide').getByRole('link', { name: /^Download/ })).toHaveAttribute(
    'href',
    /\/content\/AULADEMO\/.+\/pdf\/pv101-study-guide\.pdf$/,
  );
  // YouTube and Vimeo are links: their players are not framed.
  await expect(
    entry(page, 'Webinar recording: causality assessment').getByRole('link', { name: 'Watch on YouTube' }),
  ).toBeVisible();
  await expect(
    entry(page, 'Interview: a day at an ADR monitoring centre').getByRole('link', { name: 'Watch on Vimeo' }),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('media open in a dialog closed with X', async ({ page }) => {
  await signInAs(page, demo.learner);
  await openAnnouncements(page);
  for (const [title, button, selector] of [
    ['Patient safety minute: hand hygiene', 'Watch the video', 'video'],
    ['New podcast: from report to signal', 'Listen', 'audio'],
    ['Convocation 2026 on 12 December', 'View the image', 'img'],
    ['Academic calendar 2026-27', 'View the PDF', 'iframe'],
  ] as const) {
    await entry(page, title).getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.locator(selector)).toBeVisible();
    if (selector === 'img') await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  }
  // The video file is really served and playable.
  await entry(page, 'Patient safety minute: hand hygiene')
    .getByRole('button', { name: 'Watch the video' })
    .click();
  const video = page.getByRole('dialog').locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an interactive page runs its script on the content origin, apart from the portal', async ({ page }) => {
  await signInAs(page, demo.learner);
  await openAnnouncements(page);
  await entry(page, 'Try it: paediatric dose calculator').getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try it: paediatric dose calculator' });
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', /\/content\/AULADEMO\/.+\/interactivity\//);
  const inside = dialog.frameLocator('iframe');
  await expect(inside.getByRole('heading', { name: 'Paediatric dose calculator' })).toBeVisible();
  await expect(inside.locator('#per-dose')).toHaveText('14 kg x 15 mg/kg = 210 mg');
  // Its origin is the content origin: it cannot read the portal's pages, storage or cookies.
  const origin = await frame.evaluate((element: HTMLIFrameElement) => {
    try {
      return element.contentWindow?.document.location.origin ?? 'hidden';
    } catch {
      return 'hidden';
    }
  });
  expect(origin).toBe('hidden');
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test("the empty learner reads 'No Announcements'", async ({ page }) => {
  await signInAs(page, demo.empty);
  await openAnnouncements(page);
  await expect(page.getByText('No Announcements')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px the announcements fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await openAnnouncements(page);
  await expect(entry(page, 'Welcome to the July 2026 intake')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
