import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
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
  /** Instructor of Principles of Pharmacovigilance (pv101), in every batch that runs it. */
  instructor: {
    email: 'instructor@aula.demo',
    password: 'Teach@2026',
    secret: 'RA3VU7QFIHURUC6NI6BQ4C4C3HSY2FQH',
  },
} as const satisfies Record<string, StaffAccount>;

const stepMs = 30_000;
const stepNow = () => Math.floor(Date.now() / stepMs);

/** The code an authenticator app shows for `secret` during 30-second step `step` (since 1970). */
function codeOfStep(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: step * stepMs,
  });
}

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now: the server
 * takes a code once per step and one step either side.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return codeOfStep(secret, stepNow() + stepsAhead);
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

/** Where this run's journeys, in whichever worker, note the last code step each staff account used. */
const claims = join(tmpdir(), `aula-e2e-totp-${process.env.AULA_E2E_PORT ?? 'local'}`);

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    try {
      // A lock left by a worker that stopped mid-sign-in is older than any sign-in takes.
      if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true });
    } catch {}
    return false;
  }
}

/**
 * Runs `signIn` holding this run's lock on the account's second factor, across workers: the server
 * takes each code step once and only a later one after it, so two journeys signing the same account
 * in at once must neither offer the same step nor send an older one after a newer.
 */
async function withSecondFactorLock(email: string, signIn: (lastStep: number) => Promise<number>) {
  mkdirSync(claims, { recursive: true });
  const lock = join(claims, `${email}.lock`);
  const file = join(claims, `${email}.step`);
  await expect.poll(() => tryLock(lock), { timeout: 90_000, intervals: [250] }).toBe(true);
  try {
    let last = Number.NEGATIVE_INFINITY;
    try {
      last = Number(readFileSync(file, 'utf8'));
    } catch {}
    writeFileSync(file, String(await signIn(last)));
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Signs in on the staff sign-in page: the password, then the app's code of the first step no journey
 * of this run has used for the account (at least `stepsAhead` from now). The server takes a code one
 * step ahead of its clock at most: a step further on is waited for, as a person waits for the app's
 * next code. Ends signed in.
 */
export async function signInAsStaff(page: Page, account: StaffAccount, stepsAhead = 0): Promise<void> {
  await enterStaffPassword(page, account.email, account.password);
  await withSecondFactorLock(account.email, async (lastStep) => {
    const step = Math.max(stepNow() + stepsAhead, lastStep + 1);
    const waitMs = (step - 1) * stepMs - Date.now();
    if (waitMs > 0) {
      test.info().setTimeout(test.info().timeout + waitMs + 5_000);
      await expect
        .poll(stepNow, { timeout: waitMs + 5_000, intervals: [1_000] })
        .toBeGreaterThanOrEqual(step - 1);
    }
    await page.getByRole('textbox', { name: 'Six-digit code' }).fill(codeOfStep(account.secret, step));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
    return step;
  });
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
