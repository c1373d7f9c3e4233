import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 item 4 (ADR 0092): an admin generates hall tickets for the demo learner's batch and she
// downloads hers; an admin revokes her certificate by keyboard, and the public verification page and
// her Certificates page say it was revoked. Runs after the learner journeys (it changes the demo).

const certno = 'AULADEMO-2026-7KQ3M9XD';
const ticket = 'hall-ticket-2027-06-12.pdf';

test('an admin generates hall tickets for a batch and the learner downloads hers', async ({ newPage }) => {
  test.setTimeout(120_000);
  const page = await newPage();
  await page.goto('/staff/hall-tickets');
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { name: 'Hall tickets', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: /^Certificate in Pharmacovigilance: July 2026 intake/ }).click();
  const form = page.getByRole('form', { name: 'The exam on the hall tickets' });
  await form.getByRole('textbox', { name: 'Exam', exact: true }).fill('Semester end examination');
  await form.getByRole('textbox', { name: 'Examination centre' }).fill('Mysuru centre, Hall B');
  await form.getByLabel('Date').fill('2027-06-12');
  await form.getByLabel('Reporting time').fill('09:30');
  const generate = form.getByRole('button', { name: 'Generate hall tickets' });
  await tabTo(page, generate, 5);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /hall tickets? (was|were) generated/ }),
  ).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: demo.learner.email });
  await expect(row.getByRole('cell', { name: ticket })).toBeVisible();
  await checkStaffScreen(page);
  await page.context().close();

  const learner = await newPage();
  await signInAs(learner, demo.learner);
  await learner.goto('/hallticket');
  const card = learner.getByRole('article', { name: ticket });
  await expect(card).toBeVisible();
  const [download] = await Promise.all([
    learner.waitForEvent('download'),
    card.getByRole('button', { name: `Download ${ticket}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(ticket);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('an admin revokes a certificate by keyboard and the public verification says revoked', async ({
  newPage,
}) => {
  test.setTimeout(120_000);
  const page = await newPage();
  await page.goto('/staff/certificates');
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: /^Search by learner/ }).fill('Asha');
  const revoke = page.getByRole('button', { name: `Revoke certificate ${certno} of Asha Mensah` });
  await checkStaffScreen(page);
  await tabTo(page, revoke, 20);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Revoke this certificate?' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await page.keyboard.type('Issued in error: a course was marked complete by mistake');
  await expectNoSeriousAxeViolations(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Revoke' }), 3);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Certificate ${certno} was revoked on` }),
  ).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: certno })).toContainText('Revoked on');
  await page.context().close();

  const visitor = await newPage();
  await visitor.setViewportSize({ width: 360, height: 780 });
  await visitor.goto(`/verify/${certno}`);
  await expect(visitor.getByText('This certificate was revoked.')).toBeVisible();
  await expect(visitor.getByText(/revoked this certificate on \d+ \w+ \d{4}/)).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);
  await visitor.context().close();

  const learner = await newPage();
  await signInAs(learner, demo.learner);
  await learner.goto('/certificates');
  await expect(
    learner
      .getByRole('article', { name: 'Certificate in Digital Health' })
      .getByText(/^Revoked by the university on/),
  ).toBeVisible();
});
