import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 items 5 and 6 (ADR 0093): an admin renames the organisation and rewrites a static page
// (whose script must never run), sets a proctoring secret that is never shown back, and assigns a
// proctored test to a batch, which its learner then sees. Runs after the learners' journeys (it changes
// what the public site says) and puts the demo back as it was.

const journeyName = 'Aula Demo University of the Journey';
const secret = 'journey-proctor-secret-7f3a9c1e';
const testName = 'Journey proctored test';
const hostilePage =
  '<h2>Reach the journey desk</h2><p>Write to desk@aula.demo</p>' +
  '<script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = \'onerror\'">' +
  '<a href="javascript:window.__pwned = \'link\'">Click me</a>';

/** A moment as a datetime-local value on the university's clock (Asia/Kolkata, UTC+5:30). */
function indiaWallTime(ms: number): string {
  return new Date(ms + 330 * 60_000).toISOString().slice(0, 16);
}

/** Replaces a field's text by keyboard: select all, then type the new text. */
async function retype(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

test('an admin edits the public site, sets a provider secret and assigns a test a learner sees', async ({
  browser,
  newPage,
}) => {
  test.setTimeout(240_000);
  const page = await newPage();
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/')) answers.push(await response.text().catch(() => ''));
  });
  await page.goto('/staff/organisation');
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
  await checkStaffScreen(page);

  // The names and a static page, changed and saved by keyboard alone.
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const contact = page.getByRole('textbox', { name: 'Contact us' });
  const originalName = await name.inputValue();
  const originalContact = await contact.inputValue();
  await tabTo(page, name, 40);
  await retype(page, name, journeyName);
  await tabTo(page, contact, 40);
  await retype(page, contact, hostilePage);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The public site shows' })).toBeVisible();
  // The server's answer is the page as stored: sanitised.
  await expect(contact).not.toHaveValue(/script|onerror|javascript:/);

  // A visitor's public site shows the new name and page, and nothing in the page runs.
  const visitor = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const site = await visitor.newPage();
  await site.goto('/');
  await expect(site.getByRole('heading', { name: `Welcome to ${journeyName}` })).toBeVisible();
  await site.goto('/contactUs');
  await expect(site.getByRole('heading', { name: 'Reach the journey desk' })).toBeVisible();
  await expect(site.getByText('Write to desk@aula.demo')).toBeVisible();
  await site.getByText('Click me').click();
  expect(await site.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(site.locator('[onerror], script:not([src])')).toHaveCount(0);
  await expectNoSeriousAxeViolations(site);
  await visitor.close();

  // The proctoring provider: a secret set here is never shown back, in the page or in any answer.
  await page.getByRole('link', { name: 'Exam providers' }).click();
  await expect(page.getByRole('heading', { name: 'Exam providers', level: 1 })).toBeVisible();
  const proctor = page.getByRole('region', { name: 'Proctored tests' });
  await proctor.getByRole('textbox', { name: 'Address' }).fill('https://proctor.aula.demo/launch');
  await proctor.getByRole('textbox', { name: 'Client id' }).fill('aula-journey');
  const setSecret = proctor.getByRole('button', { name: 'Set a secret' });
  await tabTo(page, setSecret, 10);
  await page.keyboard.press('Enter');
  await proctor.getByLabel('New secret').fill(secret);
  await page.getByRole('button', { name: 'Save providers' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. The secrets are not shown again.' }),
  ).toBeVisible();
  await expect(proctor.getByText('A secret is set.')).toBeVisible();
  await expect(proctor.getByLabel('New secret')).toHaveCount(0);
  await checkStaffScreen(page);
  await page.reload();
  await expect(proctor.getByRole('textbox', { name: 'Client id' })).toHaveValue('aula-journey');
  await expect(proctor.getByText('A secret is set.')).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  expect(answers.some((answer) => answer.includes(secret))).toBe(false);

  // A proctored test for the July 2026 intake of the pharmacovigilance certificate, open now.
  await page.getByRole('link', { name: 'Assigned tests' }).click();
  await expect(page.getByRole('heading', { name: 'Assigned tests', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Assign a test' }).click();
  await expect(page.getByRole('heading', { name: 'Assign a test to a batch' })).toBeFocused();
  await page.getByRole('combobox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: 'July 2026 intake (cert-pv-2026)' }).click();
  await page.getByRole('textbox', { name: 'Test name' }).fill(testName);
  const now = Date.now();
  // A window that ends before it starts is refused, naming the field, before anything is sent.
  await page.getByLabel('Window opens').fill(indiaWallTime(now + 60 * 60_000));
  await page.getByLabel('Window closes').fill(indiaWallTime(now - 60 * 60_000));
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('The window must end after it starts.')).toBeVisible();
  await page.getByLabel('Window opens').fill(indiaWallTime(now - 60 * 60_000));
  await page.getByLabel('Window closes').fill(indiaWallTime(now + 3 * 60 * 60_000));
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The test is assigned.' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: testName });
  await expect(row).toContainText('cert-pv-2026');
  await checkStaffScreen(page);

  // The batch's learner finds it on their Tests page.
  const learnerContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const learner = await learnerContext.newPage();
  await signInAs(learner, demo.candidate);
  await learner.goto('/tests');
  await expect(learner.getByRole('heading', { level: 2, name: testName })).toBeVisible();
  await expectNoSeriousAxeViolations(learner);
  await learnerContext.close();

  // The demo as it was: the test removed, the organisation's provider cleared, the names and page back.
  await row.getByRole('button', { name: `Remove ${testName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${testName} is removed.` })).toBeVisible();
  await page.getByRole('link', { name: 'Exam providers' }).click();
  await proctor.getByRole('textbox', { name: 'Address' }).fill('');
  await proctor.getByRole('textbox', { name: 'Client id' }).fill('');
  await proctor.getByRole('button', { name: 'Clear the secret' }).click();
  await page.getByRole('button', { name: 'Save providers' }).click();
  await expect(proctor.getByText(/The server's own settings apply now/)).toBeVisible();
  await page.getByRole('link', { name: 'Public site' }).click();
  await name.fill(originalName);
  await contact.fill(originalContact);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The public site shows' })).toBeVisible();
});
