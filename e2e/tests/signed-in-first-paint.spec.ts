import { type Browser, expect, type Page, test } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs, waitForApp } from '../support/learner-session.ts';

// The course page and the player arrive prerendered by the server for the signed-in learner (ADR
// 0052), and the app hydrates them: these journeys check that they show without JavaScript, that
// React adopts that HTML instead of drawing the page again (no hydration error, the same elements),
// and that they then work. The player opens the object the learner was on last (pv101-o6), so that
// no other journey's "continue where you left off" moves.

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
