import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs, waitForApp } from '../support/learner-session.ts';

// The course page: opened from a dashboard card at an address naming the course, so a reload or a
// shared link lands on it again.

const course = 'Principles of Pharmacovigilance';

test('a dashboard card opens its course page, and a reload lands on the same course', async ({ page }) => {
  // The dashboard, the course page, a second tab and a reload, then axe: more than one page's time.
  test.slow();
  await signInAs(page, demo.learner);
  await page.goto('/dashboard');
  const pv = page.getByRole('region', { name: 'Courses of Certificate in Pharmacovigilance' });
  await pv.getByRole('link', { name: new RegExp(course) }).click();

  await expect(page).toHaveURL(/\/course\?course=cert-pv-2026-pv101&tab=references$/);
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await expect(page.getByText('Certificate in Pharmacovigilance · 4 weeks')).toBeVisible();
  await page.getByRole('tab', { name: 'Course videos' }).click();
  await expect(page).toHaveURL(/&tab=videos$/);
  await expect(page.getByRole('table', { name: 'Course videos' })).toBeVisible();
  await expect(page.getByText(/explains what pharmacovigilance is/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Course instructor' })).toContainText('Dr. Meera Raghavan');
  const address = page.url();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Course videos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Course videos' })).toBeVisible();
  expect(page.url()).toBe(address);
  await expectNoSeriousAxeViolations(page);
});

test('the continue card opens the player on the object opened last', async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Continue where you left off' })
    .getByRole('link', { name: /^Continue with/ })
    .click();
  await expect(page).toHaveURL(/\/coursePlayer\?course=cert-pv-2026-pv101&object=pv101-o6$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Interview: a day at an ADR monitoring centre' }),
  ).toBeVisible();
});

test('a course of a batch the learner is not in is refused', async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/course?course=mba-ha-2026-mba101');
  await expect(
    page.getByText('This course is not one of yours. Open a course from your dashboard.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Course' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('at 360 px and on a desktop each tab fits the screen and passes axe', async ({ page }) => {
  // Six loads, each judged by axe: more than one page's worth of time on a busy machine.
  test.slow();
  await signInAs(page, demo.learner);
  const tabs = [
    ['references', 'table', 'References'],
    ['videos', 'table', 'Course videos'],
    ['podcasts', 'button', 'Unit 2: Reporting and assessing ADRs'],
  ] as const;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 780 });
    for (const [slug, role, name] of tabs) {
      await page.goto(`/course?course=cert-pv-2026-pv101&tab=${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
      await expect(page.getByRole(role, { name })).toBeVisible();
      expect(
        await horizontalOverflow(page),
        `pixels of horizontal scroll, ${slug} at ${width} px`,
      ).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
    }
  }
});

test('References: five a page, links open outside, each kind of file opens in the viewer', async ({
  page,
}) => {
  await signInAs(page, demo.learner);
  await page.goto('/course?course=cert-pv-2026-pv101&tab=references');
  const table = page.getByRole('table', { name: 'References' });
  await waitForApp(page, table.getByRole('button', { name: 'Pharmacovigilance Handbook (PDF)' }));
  await expect(table.getByRole('row')).toHaveCount(5 + 2);
  const pvpi = table.getByRole('link', { name: 'Pharmacovigilance Programme of India (PvPI)' });
  await expect(pvpi).toHaveAttribute('target', '_blank');
  await expect(pvpi).toHaveAttribute('rel', /noopener/);

  await table.getByRole('button', { name: 'Pharmacovigilance Handbook (PDF)' }).click();
  const pdf = page.getByRole('dialog', { name: 'Pharmacovigilance Handbook (PDF)' });
  await expect(pdf.getByRole('img', { name: /^Page 1 of \d+ of Pharmacovigilance Handbook/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(pdf).toBeHidden();

  const image = 'The ADR reporting flow: patient to PvPI to VigiBase';
  await table.getByRole('button', { name: image }).click();
  const picture = page.getByRole('dialog', { name: image }).getByRole('img', { name: image });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Close' }).click();

  await table.getByRole('button', { name: 'Podcast: signal detection' }).click();
  const audio = page.getByRole('dialog', { name: 'Podcast: signal detection' }).locator('audio');
  await expect(audio).toHaveAttribute('src', /\/content\/AULADEMO\/.+\/audio\//);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  await table.getByRole('button', { name: 'Hand hygiene in three steps' }).click();
  const video = page.getByRole('dialog', { name: 'Hand hygiene in three steps' }).locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(table.getByRole('row')).toHaveCount(2 + 2);
  await expect(
    table.getByRole('link', { name: 'Uppsala Monitoring Centre: what is VigiBase?' }),
  ).toBeVisible();
});

test('Course videos: DD-MM-YYYY dates, a link outside, and the player; by keyboard alone at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  // The learner is quicker than the phone: the keys go in while the prerendered page waits for the
  // app's code (its start chunk held back until they have), and the app acts on them once it has taken
  // the page over (lib/held-input.ts).
  let codeAskedFor = () => {};
  const started = new Promise<void>((resolve) => {
    codeAskedFor = resolve;
  });
  let sendCode = () => {};
  const keysPressed = new Promise<void>((resolve) => {
    sendCode = resolve;
  });
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    codeAskedFor();
    await keysPressed;
    await route.continue();
  });
  await page.goto('/course?course=cert-pv-2026-pv101&tab=references', { waitUntil: 'commit' });
  await expect(page.getByRole('table', { name: 'References' })).toBeVisible();
  // The start chunk is asked for by the page's first script, which holds keys from its first line.
  await started;
  const references = page.getByRole('tab', { name: 'References' });
  await references.focus();
  await expect(references).toBeFocused();
  // Arrow keys walk the tabs in the spec's order; other tabs (Discussion, ...) may lie between.
  const names = await page.getByRole('tab').allTextContents();
  const steps = names.indexOf('Course videos') - names.indexOf('References');
  expect(steps).toBeGreaterThan(0);
  for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(references).toBeFocused();
  sendCode();
  const videos = page.getByRole('tab', { name: 'Course videos' });
  await expect(videos).toBeFocused();
  await expect(page).toHaveURL(/&tab=videos$/);
  const table = page.getByRole('table', { name: 'Course videos' });
  await expect(table.getByRole('row', { name: /Webinar recording: causality assessment/ })).toContainText(
    '05-08-2026',
  );
  await expect(table.getByRole('link', { name: /Webinar recording: causality assessment/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  const hygiene = table.getByRole('button', { name: 'Patient safety minute: hand hygiene' });
  await hygiene.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'Patient safety minute: hand hygiene' }).locator('video'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(hygiene).toBeFocused();
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});

test('Podcasts: by unit, played by keyboard alone, volume 0.8 and mute; a disabled nugget says so', async ({
  page,
}) => {
  await signInAs(page, demo.learner);
  await page.goto('/course?course=cert-pv-2026-pv101&tab=podcasts');
  const unit = page.getByRole('button', { name: 'Unit 2: Reporting and assessing ADRs' });
  await waitForApp(page, unit);
  await unit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('30 Minutes')).toBeVisible();
  const episode = page.getByRole('button', { name: 'Podcast episode 1: from report to signal' });
  await episode.focus();
  await page.keyboard.press('Enter');

  const player = page.getByRole('dialog', { name: 'Podcast episode 1: from report to signal' });
  const audio = player.locator('audio');
  await expect(player.getByRole('slider', { name: 'Volume' })).toHaveValue('0.8');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.volume)).toBeCloseTo(0.8);
  await expect(player.getByText(/^0:00 \/ 0:\d\d$/)).toBeVisible();
  await expect(player.getByText('0:00 / 0:00')).toBeHidden();

  await player.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();

  await player.getByRole('slider', { name: 'Seek' }).focus();
  await page.keyboard.press('End');
  await expect(player.getByText(/^(0:\d\d) \/ \1$/)).toBeVisible();

  await player.getByRole('button', { name: 'Mute' }).focus();
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.muted)).toBe(true);
  await player.getByRole('slider', { name: 'Volume' }).focus();
  await page.keyboard.press('ArrowLeft');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.muted)).toBe(false);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  await page.getByRole('button', { name: 'Unit 3: Assessment' }).click();
  await expect(page.getByText('15 Minutes')).toBeVisible();
  await page
    .getByRole('button', { name: 'Podcast episode 2: lessons from the outpatient department' })
    .click();
  const disabled = page.getByRole('dialog', {
    name: 'Podcast episode 2: lessons from the outpatient department',
  });
  await expect(disabled).toContainText('Disabled by admin');
  await expect(disabled.locator('audio')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test("a course without podcasts says 'No Data'", async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto('/course?course=cert-pv-2026-pv102&tab=podcasts');
  await expect(page.getByRole('tabpanel', { name: 'Podcasts' })).toContainText('No Data');
});
