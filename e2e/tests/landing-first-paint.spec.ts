import { type Browser, expect, type Page, test } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';

// The landing page arrives prerendered by the server (header, banner, footer) and the app hydrates
// it: these journeys check that it shows without JavaScript, that React adopts that HTML instead of
// drawing the page again (no hydration error, the same elements), and that it then works.

const welcome = { en: 'Welcome to Aula Demo University', fr: 'Bienvenue à Aula Demo University' };

/** Errors the page reported: React reports a failed hydration as an uncaught error or a console error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Marks the prerendered banner heading before any script runs; hydration keeps the very element. */
async function markPrerenderedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('main h2');
      if (heading) Object.assign(heading, { prerendered: true });
    });
  });
}

function headingIsPrerendered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = document.querySelector('main h2') as (Element & { prerendered?: boolean }) | null;
    return heading?.prerendered === true;
  });
}

async function openWithoutJavaScript(browser: Browser, options: { locale?: string; width: number }) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: options.locale ?? 'en-GB',
    viewport: { width: options.width, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

test('without JavaScript the landing page already shows its header, banner and footer', async ({
  browser,
}) => {
  const { context, page } = await openWithoutJavaScript(browser, { width: 360 });
  await expect(page.getByRole('heading', { name: welcome.en })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the quick tour' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
  // The wide header is in the HTML too, hidden by CSS on a phone.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toContainText('Aula Demo University');
  await context.close();

  const wide = await openWithoutJavaScript(browser, { width: 1280 });
  await expect(wide.page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(wide.page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeHidden();
  await wide.context.close();
});

test('a French browser gets the landing page in French before any script runs', async ({ browser }) => {
  const { context, page } = await openWithoutJavaScript(browser, { locale: 'fr-FR', width: 1280 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: welcome.fr })).toBeVisible();
  await context.close();
});

for (const { name, width } of [
  { name: 'a phone', width: 360 },
  { name: 'a wide screen', width: 1280 },
]) {
  test(`on ${name} the app adopts the prerendered page and it works`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const errors = collectErrors(page);
    await markPrerenderedHeading(page);
    await page.goto('/');
    // Once hydrated, only the header that fits the screen stays.
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const mainNavigation = page.getByRole('navigation', { name: 'Main' });
    await expect(width < 900 ? mainNavigation : menuButton).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await headingIsPrerendered(page), 'the banner heading is the prerendered element').toBe(true);

    // It works: the banner moves on, and the header's menus open.
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByRole('group', { name: '2 of 5' })).not.toHaveAttribute('aria-hidden', 'true');
    if (width < 900) {
      await menuButton.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Programs' }).click();
      await expect(page.getByRole('navigation', { name: 'Programs' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('a French visitor sees the French page hydrated, and their choice of English is kept', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await markPrerenderedHeading(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: welcome.fr })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await headingIsPrerendered(page)).toBe(true);
  expect(errors).toEqual([]);

  // Choosing English is remembered for the server too: the next page arrives in English.
  await page
    .getByRole('banner')
    .getByRole('button')
    .filter({ hasText: /^\s*FR\s*$/ })
    .click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: welcome.en })).toBeVisible();
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(welcome.en);
  await context.close();
});

test('a signed-in learner opening / gets the app, not the prerendered public page', async ({ page }) => {
  await signInAs(page, demo.learner);
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('aula-boot');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a program' })).toBeVisible();
  await expect(page.getByRole('heading', { name: welcome.en })).toHaveCount(0);
});
