import { expect, type Locator, type Page } from '@playwright/test';
import { demo } from './demo.ts';

export type Account = { email: string; password: string };

/** Signs the page's browser context in through the API (the login dialog has journeys of its own). */
export async function signInAs(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/auth/signIn', {
    data: { oid: demo.oid, username: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}

/** Pixels the page scrolls sideways (0 when it fits the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Waits until the app has taken over a prerendered page (the course page, the player, ADR 0052): it
 * shows before its code has run, and a click then does nothing. React holds the root first, then
 * adopts each part once that part's code is here (`target`: the element about to be used).
 */
export async function waitForApp(page: Page, target?: Locator): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  if (target) {
    const adopted = () =>
      target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    await expect.poll(adopted).toBe(true);
  }
}
