import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { demo } from '../support/demo.ts';

// Helpers of the sign-in journeys (auth-*.spec.ts): fresh accounts, the development mailbox, the dialogs.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  code: string | null;
}

/** An address no earlier run has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@journeys.aula.test`;
}

/** The latest mail to `to` that `pick` accepts, waiting for it to arrive (newest first). */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  pick: (mail: Mail) => boolean,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const { mails } = (await response.json()) as { mails: Mail[] };
        found = mails.find(pick);
        return found !== undefined;
      },
      { message: `a mail to ${to}` },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}

export function verificationLinkOf(mail: Mail): string {
  const link = mail.links.find((candidate) => candidate.includes('verify='));
  if (!link) throw new Error(`The mail "${mail.subject}" holds no verification link`);
  return link;
}

/** A confirmed account made through the API (sign-up, then the mailed link), for journeys that need one. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; password: string; name: string }> {
  const account = { email: uniqueEmail(label), password: 'Journey@2026', name: `Journey ${label}` };
  const signUp = await request.post('/api/auth/signUp', {
    data: { oid: demo.oid, name: account.name, email: account.email, password: account.password },
  });
  expect(signUp.status()).toBe(200);
  const link = new URL(verificationLinkOf(await latestMail(request, account.email, () => true)));
  const confirm = await request.post('/api/auth/confirmSignUp', {
    data: { oid: demo.oid, username: link.searchParams.get('email'), code: link.searchParams.get('verify') },
  });
  expect(confirm.status()).toBe(200);
  return account;
}

/** The page's open dialog with this title. */
export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** Fills and submits the login dialog (with Enter, as a learner would). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const login = dialog(page, 'Login');
  await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await login.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
}

/** Pixels the page scrolls sideways (0 when it fits the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
