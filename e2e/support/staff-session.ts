import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { horizontalOverflow } from './learner-session.ts';

// The staff side's journeys: the demo staff accounts (content/demo/accounts.json), the sign-in with the
// authenticator app's code, and the check every staff screen passes.

export interface StaffAccount {
  email: string;
  password: string;
  /** The authenticator app's secret (base32). */
  secret: string;
}

/**
 * The demo staff. The server takes an app's code once per 30-second step and account: a journey that
 * signs one of them in beside another file's journey signs in with `signInAsStaff`, which takes the
 * next step's code when the other took this one.
 */
export const demoStaff = {
  admin: { email: 'admin@aula.demo', password: 'Admin@2026', secret: 'HKD7XIVVWXET6M24PFH432GD4FNSXH2I' },
  /** Counsellor of the PG Diploma in Clinical Research (pgd-cr). */
  counsellor: {
    email: 'counsellor@aula.demo',
    password: 'Counsel@2026',
    secret: 'XINPGIAOKRG73PZVY5EGMZ3642ITTGBG',
  },
  /** Counsellor of the BBA in Hospital and Health Systems Management (bba-hs) only. */
  counsellor2: {
    email: 'counsellor2@aula.demo',
    password: 'Advise@2026',
    secret: 'EROV23D5I4E3EOAZV4I2IT7UX6FN4JHC',
  },
  /** Instructor of Principles of Pharmacovigilance (pv101). */
  instructor: {
    email: 'instructor@aula.demo',
    password: 'Teach@2026',
    secret: 'RA3VU7QFIHURUC6NI6BQ4C4C3HSY2FQH',
  },
} as const satisfies Record<string, StaffAccount>;

/** What the server says of a code it took before (apps/server/src/modules/staff/second-factor-messages.ts). */
const usedCodeMessage = 'That code has already been used. Wait for the next code in your authenticator app.';

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now: the server
 * takes a code once per step and one step either side, so a second sign-in in the same step gives the
 * next step's code instead of waiting for it.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** A new browser context of its own (its own session) at the wide layout. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** axe on the screen as it is, wide then at 360 px (once the phone layout has rendered), then wide again. */
export async function checkStaffScreen(page: Page): Promise<void> {
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expect
    .poll(() => horizontalOverflow(page), { message: 'pixels of horizontal scroll' })
    .toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The staff sign-in's first step (e-mail and password), up to the code's step taking focus. */
export async function enterStaffPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Enter the code from your authenticator app' }),
  ).toBeFocused();
}

/**
 * Signs in on the staff sign-in page: the password, then the app's code of the step `stepsAhead` from
 * now. When the server says that code was used already (another journey signed the same account in
 * during this step), the next step's code, as the app would show it a moment later. Ends signed in.
 */
export async function signInAsStaff(page: Page, account: StaffAccount, stepsAhead = 0): Promise<void> {
  await enterStaffPassword(page, account.email, account.password);
  const used = page.getByRole('alert').filter({ hasText: usedCodeMessage });
  const signedIn = page.getByRole('navigation', { name: 'Staff' });
  const code = page.getByRole('textbox', { name: 'Six-digit code' });
  await code.fill(totpCode(account.secret, stepsAhead));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(used.or(signedIn)).toBeVisible();
  // The server accepts one step ahead at most: only the current step's code has a next one to try.
  if (stepsAhead === 0 && (await used.isVisible())) {
    await code.fill(totpCode(account.secret, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(signedIn).toBeVisible();
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page, and fails when
 * it has not after `presses` (it is not in the tab order, or much further than a user would expect).
 */
export async function tabTo(page: Page, target: Locator, presses = 25): Promise<void> {
  await expect(target).toBeVisible();
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let pressed = 0; pressed < presses && !(await focused()); pressed++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
