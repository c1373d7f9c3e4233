import { expect, type Page } from '@playwright/test';
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
