import { type Browser, expect, type Page, test } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs, waitForApp } from '../support/learner-session.ts';

// My Programs, the dashboard, the programme page, the calendar, Apply for a Program, the course page,
// the player and the quiz view's frame arrive prerendered by the server for the signed-in learner
// (ADRs 0052, 0097), and the app hydrates them: these journeys check that they show without
// JavaScript, that React adopts that HTML instead of drawing the page again (no hydration error, the
// same elements), that a tap made before then is not lost, and that they then work. The player opens
// the object the learner was on last (pv101-o6), so that no other journey's "continue where you left
// off" moves; the quiz view opens the practice assessment without answering it, and once started it
// arrives with its question.

const course = 'Principles of Pharmacovigilance';
const courseAddress = '/course?course=cert-pv-2026-pv101';
const playerAddress = '/coursePlayer?course=cert-pv-2026-pv101&object=pv101-o6';
const objectTitle = 'Interview: a day at an ADR monitoring centre';

/** Errors the page reported: React reports a failed hydration as an uncaught error or a console error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Marks the prerendered element before any script runs; hydration keeps the very element. */
async function markPrerendered(page: Page, selector: string): Promise<void> {
  await page.addInitScript((chosen) => {
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.querySelector(chosen);
      if (element) Object.assign(element, { prerendered: true });
    });
  }, selector);
}

function isPrerendered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((chosen) => {
    const element = document.querySelector(chosen) as (Element & { prerendered?: boolean }) | null;
    return element?.prerendered === true;
  }, selector);
}

/**
 * Holds back the app's start chunk until `release` is called: the page stays as the server sent it,
 * its first script (which holds input) run, for as long as the journey needs.
 */
async function holdAppCode(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let askedFor = () => {};
  const asked = new Promise<void>((resolve) => {
    askedFor = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    askedFor();
    await released;
    await route.continue();
  });
  return { asked, release };
}

async function signedInWithoutJavaScript(browser: Browser, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, demo.learner);
  return { context, page };
}

test('the course page arrives with the learner’s course, unlike another learner’s', async ({ page }) => {
  await signInAs(page, demo.learner);
  const response = await page.request.get(courseAddress);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers().vary).toContain('Cookie');
  const html = await response.text();
  expect(html).toContain(`>${course}</h1>`);
  expect(html).toContain('aula-boot');
  // A course of a batch the learner is not in: the plain page, the app tells them.
  const refused = await (await page.request.get('/course?course=mba-ha-2026-mba101')).text();
  expect(refused).toContain('<div id="root"></div>');
});

test('without JavaScript the course page and the player already show their content', async ({ browser }) => {
  const { context, page } = await signedInWithoutJavaScript(browser, 360);
  await page.goto(courseAddress);
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await expect(page.getByText('Certificate in Pharmacovigilance · 4 weeks')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'References' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(playerAddress);
  await expect(page.getByRole('heading', { level: 2, name: objectTitle })).toBeVisible();
  // On a phone the outline waits behind its button; the wide screens' outline is hidden by CSS.
  await expect(page.getByRole('button', { name: 'Course outline' })).toBeVisible();
  await context.close();
});

for (const { name, width } of [
  { name: 'a phone', width: 360 },
  { name: 'a wide screen', width: 1280 },
]) {
  test(`on ${name} the app adopts the prerendered course page and it works`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const errors = collectErrors(page);
    await signInAs(page, demo.learner);
    await markPrerendered(page, 'main h1');
    await page.goto(courseAddress);
    // Once hydrated, the address names the tab on view.
    await expect(page).toHaveURL(/&tab=references$/);
    await page.waitForLoadState('networkidle');
    expect(await isPrerendered(page, 'main h1'), 'the title is the prerendered element').toBe(true);

    await page.getByRole('tab', { name: 'Course videos' }).click();
    await expect(page).toHaveURL(/&tab=videos$/);
    await expect(page.getByRole('table', { name: 'Course videos' })).toBeVisible();
    // Once hydrated, only the sidebar's toggle that fits the screen stays, and it works.
    const menu = page.getByRole('banner').getByRole('button', { name: /the menu$/ });
    await expect(menu).toHaveCount(1);
    if (width < 900) {
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Collapse the menu' }).click();
      await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test(`on ${name} the app adopts the prerendered player and it works`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const errors = collectErrors(page);
    await signInAs(page, demo.learner);
    await markPrerendered(page, 'main h2');
    await page.goto(playerAddress);
    await expect(page.getByRole('heading', { level: 2, name: objectTitle })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await isPrerendered(page, 'main h2'), 'the title is the prerendered element').toBe(true);

    const outline = page.getByRole('navigation', { name: 'Course outline' });
    if (width < 900) {
      // The network can be idle before React has adopted the page on a busy machine, and a tap on the
      // prerendered button before then does nothing: tap it once it is the app's.
      const button = page.getByRole('button', { name: 'Course outline' });
      await waitForApp(page, button);
      await button.click();
      await expect(outline).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: 'Course outline' })).toHaveCount(0);
      await expect(outline).toBeVisible();
    }
    await expect(outline.getByRole('link', { name: new RegExp(`^${objectTitle}`) })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('My Programs and the dashboard arrive with the learner’s programs', async ({ browser }) => {
  const { context, page } = await signedInWithoutJavaScript(browser, 360);
  await page.goto('/myPrograms');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a program' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Certificate in Pharmacovigilance', exact: true }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Continue where you left off' })).toBeVisible();
  // On a phone, CSS shows the carousel's first course and its buttons.
  const pv = page.getByRole('region', { name: 'Courses of Certificate in Pharmacovigilance' });
  await expect(pv.getByRole('group')).toHaveCount(1);
  await expect(pv.getByRole('button', { name: 'Next courses' })).toBeVisible();
  await context.close();
});

for (const { name, width } of [
  { name: 'a phone', width: 360 },
  { name: 'a wide screen', width: 1280 },
]) {
  test(`on ${name} the app adopts the prerendered dashboard and My Programs`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const errors = collectErrors(page);
    await signInAs(page, demo.learner);
    await markPrerendered(page, 'main h1');
    await page.goto('/dashboard');
    const pv = page.getByRole('region', { name: 'Courses of Certificate in Pharmacovigilance' });
    await expect(pv.getByRole('group')).toHaveCount(width < 600 ? 1 : 3);
    await page.waitForLoadState('networkidle');
    expect(await isPrerendered(page, 'main h1'), 'the title is the prerendered element').toBe(true);

    await page.goto('/myPrograms');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a program' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await isPrerendered(page, 'main h1'), 'the title is the prerendered element').toBe(true);
    await page
      .getByRole('button', { name: 'Overall Program Feedback for Certificate in Pharmacovigilance' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Overall Program Feedback' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a tap on a program’s link before the app has taken My Programs over opens that program, prerendered after', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const errors = collectErrors(page);
  await signInAs(page, demo.learner);
  const code = await holdAppCode(page);
  await page.goto('/myPrograms', { waitUntil: 'commit' });
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Certificate in Pharmacovigilance' }),
  });
  await expect(card).toBeVisible();
  await code.asked;
  await card.getByRole('link', { name: 'Program Info' }).click();
  // Held, not followed by the browser (which would skip remembering the program the next page shows).
  await expect(page).toHaveURL(/\/myPrograms$/);
  code.release();
  await expect(page).toHaveURL(/\/myPrograms\/programinfo\?tab=0$/);
  const title = page.getByRole('heading', { level: 1, name: 'Certificate in Pharmacovigilance' });
  await expect(title).toBeVisible();

  // The program is remembered in a cookie: reloaded, its page comes prerendered and is adopted.
  await page.unroute(/\/assets\/start-[^/]+\.js$/);
  await markPrerendered(page, 'main h1');
  await page.reload();
  await expect(title).toBeVisible();
  await expect(page.getByText('Dr. Meera Raghavan')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await isPrerendered(page, 'main h1'), 'the title is the prerendered element').toBe(true);
  expect(errors).toEqual([]);
});

test('on a phone, Next tapped on the dashboard before the app has taken it over moves the carousel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const errors = collectErrors(page);
  await signInAs(page, demo.learner);
  const code = await holdAppCode(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const pv = page.getByRole('region', { name: 'Courses of Certificate in Pharmacovigilance' });
  await expect(pv.getByRole('heading')).toHaveText('Principles of Pharmacovigilance');
  await code.asked;
  await pv.getByRole('button', { name: 'Next courses' }).click();
  code.release();
  await expect(pv.getByRole('heading')).toHaveText('Adverse Drug Reaction Reporting');
  expect(errors).toEqual([]);
});

/** A month as the calendar names it, `months` after the university's current one (Asia/Kolkata). */
function monthName(months: number): string {
  const [year = '', month = ''] = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: 'Asia/Kolkata',
  })
    .format(new Date())
    .split('-');
  const first = new Date(Date.UTC(Number(year), Number(month) - 1 + months, 1));
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
}

test('the calendar arrives with the learner’s month, as a table on a wide screen and a list on a phone', async ({
  browser,
}) => {
  const { context, page } = await signedInWithoutJavaScript(browser, 1280);
  await page.goto('/event');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  // The month's table is drawn only once the learner's events are in: the server asked for them.
  await expect(page.getByRole('table', { name: monthName(0) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('heading', { level: 3, name: monthName(0) })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await context.close();
});

for (const { name, width } of [
  { name: 'a phone', width: 360 },
  { name: 'a wide screen', width: 1280 },
]) {
  test(`on ${name} the app adopts the prerendered calendar, then follows the device’s clock`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const errors = collectErrors(page);
    // The device's clock is on a day of the demo's events (the webinar of 25 November 2026), the
    // server's on today: hydration draws the server's day, and the render after it the device's.
    await signInAs(page, demo.learner);
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+05:30'));
    await markPrerendered(page, 'main h1');
    await page.goto('/event');
    const november = page.getByRole(width < 600 ? 'list' : 'table', { name: 'November 2026' });
    await expect(november.locator('[aria-current="date"]')).toContainText('25');
    await page.waitForLoadState('networkidle');
    expect(await isPrerendered(page, 'main h1'), 'the title is the prerendered element').toBe(true);
    await expect(page.getByRole('table')).toHaveCount(width < 600 ? 0 : 1);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'December 2026' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('on a phone, Next month tapped before the app has taken the calendar over moves the month', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const errors = collectErrors(page);
  await signInAs(page, demo.learner);
  const code = await holdAppCode(page);
  await page.goto('/event', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 3, name: monthName(0) })).toBeVisible();
  await code.asked;
  await page.getByRole('button', { name: 'Next month' }).click();
  code.release();
  await expect(page.getByRole('heading', { level: 3, name: monthName(1) })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Apply for a Program arrives with the applicant’s programs; a tab tapped before the app starts opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const errors = collectErrors(page);
  await signInAs(page, demo.applicant);
  const html = await (await page.request.get('/applyProgram')).text();
  expect(html).toMatch(/<h1[^>]*>Apply for a Program<\/h1>/);
  expect(html).toContain('aria-label="Apply: Diploma in Healthcare Management"');

  const code = await holdAppCode(page);
  await page.goto('/applyProgram', { waitUntil: 'commit' });
  const diploma = page.getByRole('button', { name: 'Apply: Diploma in Healthcare Management' });
  await expect(diploma).toBeVisible();
  await code.asked;
  await page.getByRole('tab', { name: 'Post Graduate' }).click();
  code.release();
  await expect(page.getByRole('tab', { name: 'Post Graduate' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Apply: MBA Hospital Administration' })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const { name, width } of [
  { name: 'a phone', width: 360 },
  { name: 'a wide screen', width: 1280 },
]) {
  test(`on ${name} the app adopts the prerendered Apply for a Program`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const errors = collectErrors(page);
    await signInAs(page, demo.applicant);
    await markPrerendered(page, 'main h1');
    await page.goto('/applyProgram');
    await expect(page.getByRole('button', { name: 'Apply: Diploma in Healthcare Management' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await isPrerendered(page, 'main h1'), 'the title is the prerendered element').toBe(true);
    await page.getByRole('tab', { name: 'Post Graduate' }).click();
    await expect(page.getByRole('button', { name: 'Apply: MBA Hospital Administration' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

const practice = 'cert-pv-2026-practice';
const quizAddress = `/course/assessment?course=cert-pv-2026-pv101&assessment=${practice}&type=assess`;

test('the quiz view arrives as its frame only: the prerender neither starts the attempt nor shows a question', async ({
  page,
}) => {
  // The candidate is enrolled in the batch and has never opened its practice assessment.
  await signInAs(page, demo.candidate);
  const practiceStatus = async () => {
    const list = await page.request.post('/api/getAssessment', {
      data: { oid: demo.oid, eid: demo.candidate.email, bcid: 'cert-pv-2026-pv101', quiztype: 'assess' },
    });
    return (await list.json()).assessments.find((each: { assessid: string }) => each.assessid === practice)
      .status;
  };
  expect(await practiceStatus()).toBeNull();
  const response = await page.request.get(quizAddress);
  expect(response.headers()['cache-control']).toBe('no-store');
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Assessment<\/h1>/);
  expect(html).toContain('Back to the course');
  expect(html).toContain('aula-boot');
  expect(html).not.toContain('minimum elements does a valid case report');
  expect(html).not.toContain('qitems');
  expect(await practiceStatus()).toBeNull();
});

for (const { name, width } of [
  { name: 'a phone', width: 360 },
  { name: 'a wide screen', width: 1280 },
]) {
  test(`on ${name} the app adopts the quiz view’s prerendered frame and opens the quiz`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const errors = collectErrors(page);
    await signInAs(page, demo.learner);
    await markPrerendered(page, 'main h1');
    await page.goto(quizAddress);
    await expect(page.getByRole('heading', { name: 'Question 1/3' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await isPrerendered(page, 'main h1'), 'the title is the prerendered element').toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Question 2/3' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a reload of a quiz already started arrives with its question, and the app adopts it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const errors = collectErrors(page);
  await signInAs(page, demo.learner);
  // The learner opened the practice assessment (from its Start Quiz, or another journey): started.
  const opened = await page.request.post('/api/getAssessmentQuiz', {
    data: { oid: demo.oid, eid: demo.learner.email, assessid: practice, quiztype: 'assess' },
  });
  expect(opened.status()).toBe(200);
  const html = await (await page.request.get(quizAddress)).text();
  expect(html).toContain('How many minimum elements does a valid case report have?');
  expect(html).toMatch(/<h2[^>]*>Question 1\/3<\/h2>/);
  await markPrerendered(page, 'main h2');
  await page.goto(quizAddress);
  await expect(page.getByRole('heading', { name: 'Question 1/3' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await isPrerendered(page, 'main h2'), 'the question’s heading is the prerendered element').toBe(
    true,
  );
  // The countdown comes once the browser has the server's clock, which the prerender does not read.
  await expect(page.getByRole('timer')).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2/3' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Back to the course tapped on the quiz view before the app has taken it over opens the course', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const errors = collectErrors(page);
  await signInAs(page, demo.learner);
  const code = await holdAppCode(page);
  await page.goto(quizAddress, { waitUntil: 'commit' });
  const back = page.getByRole('link', { name: 'Back to the course' });
  await expect(back).toBeVisible();
  await code.asked;
  await back.click();
  await expect(page).toHaveURL(/\/course\/assessment\?/);
  code.release();
  await expect(page).toHaveURL(/\/course\?course=cert-pv-2026-pv101&tab=assessments$/);
  await expect(page.getByRole('heading', { name: 'Practice assessment (open all semester)' })).toBeVisible();
  expect(errors).toEqual([]);
});
