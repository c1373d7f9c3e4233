import { type Browser, expect, type Page } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 item 1 (ADR 0088): an admin creates a programme, writes its texts, adds a batch and
// publishes it; the public catalogue offers it; unpublished, it is gone again. Every run makes its own
// programme (a unique id), left a draft at the end, so the demo's public catalogue is as it was.

/** Whether the public Programs menu of a signed-out visitor names `name`. */
async function publicMenuHas(browser: Browser, name: string): Promise<boolean> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('banner')).toBeVisible();
  // The menu opens once the page is hydrated (as the landing journey waits for it).
  await visitor.waitForLoadState('networkidle');
  await visitor.getByRole('banner').getByRole('button', { name: 'Programs' }).click();
  const menu = visitor.getByRole('navigation', { name: 'Programs' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link').first()).toBeVisible();
  const count = await menu.getByRole('link', { name, exact: true }).count();
  await context.close();
  return count > 0;
}

async function fillTexts(page: Page, name: string): Promise<void> {
  await page.getByLabel('Title (plain text)').fill(name);
  await page.getByRole('textbox', { name: 'Image', exact: true }).fill('images/programs/cert-pv.svg');
  await page.getByLabel('Duration').fill('6 months');
  await page.getByRole('textbox', { name: 'Format', exact: true }).fill('Online, part-time');
  await page.getByLabel('Credits').fill('12');
  await page.getByLabel('Price').fill('₹ 20,000');
  await page.getByLabel('Overview').fill('<p>Learn to read clinical data.</p><script>alert(1)</script>');
  await page.getByLabel('Features').fill('<ul><li>Weekly live classes</li></ul>');
  await page.getByLabel('Outcomes').fill('<p>Analyse a trial’s data.</p>');
  await page.getByRole('button', { name: 'Add a course' }).click();
  await page.getByLabel('Course id').fill('cds101');
  await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Course 1');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Data in the clinic');
  await page.getByLabel('Units (one per line)').fill('Records\nRegistries');
  await page.getByRole('button', { name: 'Add a group of questions' }).click();
  await page.getByLabel('Group title').fill('General');
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Who may apply?');
  await page.getByLabel('Answer').fill('<p>Graduates in health sciences.</p>');
}

test('an admin creates, fills, publishes and unpublishes a programme', async ({ browser, newPage }) => {
  test.setTimeout(180_000);
  const pid = `e2e-cds-${Date.now().toString(36)}`;
  const name = `Clinical Data Science ${pid}`;
  const page = await newPage();
  await page.goto('/staff/catalogue');
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Certificate in Pharmacovigilance' })).toBeVisible();
  await checkStaffScreen(page);

  // A new draft, by keyboard.
  await page.getByLabel('Programme id').fill(pid);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  const create = page.getByRole('button', { name: 'Create draft' });
  await tabTo(page, create, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Programme ${pid}`, level: 1 })).toBeVisible();
  await expect(page.getByText('A draft: learners and the public catalogue do not see it.')).toBeVisible();

  // Publishing asks for the texts first.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Fill in and save the programme’s details before publishing.')).toBeVisible();

  // A field left empty is named; the rest is kept.
  await fillTexts(page, name);
  await page.getByLabel('Title (plain text)').fill('');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill this in.' })).toBeVisible();
  await page.getByLabel('Title (plain text)').fill(name);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The programme’s details are saved.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Overview')).toHaveValue('<p>Learn to read clinical data.</p>');

  // A batch: its end before its start is refused, then it is saved as the one the catalogue offers.
  await page.getByRole('button', { name: 'New batch' }).click();
  await page.getByLabel('Batch title').fill('January 2027');
  await page.getByLabel('First day').fill('2027-06-30');
  await page.getByLabel('Last day').fill('2027-01-04');
  await page.getByLabel('The batch the catalogue offers').check();
  await page.getByRole('button', { name: 'Save batch' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The batch must end after it starts.' }),
  ).toBeVisible();
  await page.getByLabel('First day').fill('2027-01-04');
  await page.getByLabel('Last day').fill('2027-06-30');
  await page.getByRole('button', { name: 'Save batch' }).click();
  await expect(page.getByRole('heading', { name: 'January 2027', level: 3 })).toBeVisible();
  await expect(page.getByText('2027-01-04 to 2027-06-30, 0 learners')).toBeVisible();
  await page.getByLabel('Course of the curriculum').click();
  await page.getByRole('option', { name: 'Data in the clinic' }).click();
  await page.getByRole('button', { name: 'Add to the batch' }).click();
  await expect(page.getByRole('button', { name: 'Remove Data in the clinic' })).toBeVisible();
  await checkStaffScreen(page);

  // Published by keyboard, the public catalogue offers it.
  const publish = page.getByRole('button', { name: 'Publish' });
  await publish.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Published: the public catalogue offers its current batch.')).toBeVisible();
  await expect.poll(() => publicMenuHas(browser, name), { timeout: 60_000 }).toBe(true);

  // Moved up and back down in the catalogue's order, by keyboard.
  await page.getByRole('link', { name: 'Back to the catalogue' }).click();
  const row = page.getByRole('row').filter({ hasText: pid });
  await expect(row.getByText('Published')).toBeVisible();
  const up = page.getByRole('button', { name: `Move ${name} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  const down = page.getByRole('button', { name: `Move ${name} down` });
  await expect(down).toBeEnabled();
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(down).toBeDisabled();

  // Unpublished, it leaves the public catalogue.
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('A draft: learners and the public catalogue do not see it.')).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await page.request.post('/api/getAllProgramList', { data: { oid: demo.oid } });
      return JSON.stringify(await answer.json());
    })
    .not.toContain(pid);
  expect(await publicMenuHas(browser, name)).toBe(false);
});

test('a counsellor finds the catalogue closed to their role', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/staff/catalogue');
  await signInAsStaff(page, demoStaff.counsellor);
  await expect(page.getByRole('heading', { name: 'Not open to your role' })).toBeVisible();
});
