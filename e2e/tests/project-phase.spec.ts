import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// The Project phase tab of pv101: approved, rejected, locked and in-progress objectives; a thread with
// attachments; sending a message with Enter and with a file; the 'Approved Message' dialog.

const project = '/course?course=cert-pv-2026-pv101&tab=project';

test('the approved thread, its attachment preview and the Approved Message dialog', async ({ page }) => {
  test.slow(); // a whole journey through the thread and two dialogs, each judged by axe
  await signInAs(page, demo.learner);
  await page.goto(project);
  await expect(page.getByRole('heading', { name: 'Friday, 6 November 2026' })).toBeVisible();
  await expect(page.getByText('Approved. You may start the review.')).toBeVisible();
  await page.getByRole('button', { name: 'See approved message' }).click();
  await expect(page.getByText('I chose Ward 4 (General Medicine).', { exact: false })).toBeHidden();
  await page.getByRole('button', { name: 'See All message' }).click();
  await page.getByRole('button', { name: 'Preview ADR audit plan (draft).pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'ADR audit plan (draft).pdf' });
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('tab', { name: /Objective 3: present findings/ }).click();
  await expect(page.getByText('Please Complete previous object')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Approved Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Project Phase' });
  await expect(dialog.getByRole('columnheader', { name: 'Approval Date' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Rejected' })).toBeVisible();
  await dialog.getByRole('button', { name: 'View message' }).click();
  await expect(dialog.getByText(/I will review October 2026/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Visit Thread' }).first().click();
  await expect(page.getByRole('tab', { name: /Objective 1: choose a ward/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('send a message with Enter, and one with a PDF attached', async ({ page }) => {
  test.slow(); // three uploads through presigned addresses
  await signInAs(page, demo.learner);
  await page.goto(project);
  // By keyboard: the objectives are tabs; arrows move between them and Enter opens one.
  await page.getByRole('tab', { name: /Objective 1: choose a ward/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: /Objective 2: review 20 case records/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /Objective 2: review 20 case records/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.press('Enter');
  await expect(page.getByText('Please enter Message')).toBeVisible();

  const text = `Revised list with causality (${Date.now()})`;
  await box.fill(text);
  await box.press('Enter');
  // Kept on the device first (shown under "Waiting to be sent" for a moment), then in the thread.
  await expect(box).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Waiting to be sent' })).toHaveCount(0);
  await expect(page.getByText(text)).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'causality.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(
    page.getByText('Please upload files in the format of pdf, jpg, jpeg, png only.'),
  ).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'causality.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
  });
  await box.fill('Causality table attached.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Preview causality.pdf' })).toBeVisible();

  // A file whose bytes are not what its name says is refused by the server, in the spec's words.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'table.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await box.fill('Picture of the table.');
  await box.press('Enter');
  await expect(
    page.getByText('Please upload files in the format of pdf, jpg, jpeg, png only.'),
  ).toBeVisible();
});

test('the in-progress objective takes text only, and the tab fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto(project);
  await page.getByRole('button', { name: /A reflective log of the audit/ }).click();
  await expect(
    page.getByText('Week 1: most suspected reactions were rashes', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Attach a file/ })).toHaveCount(0);
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});

test('a message sent offline is kept on the device, shown pending, and sent once when back online', async ({
  page,
  context,
}) => {
  await signInAs(page, demo.learner);
  await page.goto(project);
  await page.getByRole('tab', { name: /Objective 2: review 20 case records/ }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeVisible();
  const pending = page.getByRole('list', { name: 'Waiting to be sent' });

  await context.setOffline(true);
  const text = `Written offline on the ward (${Date.now()})`;
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByText('you are offline')).toBeVisible();
  await expect(pending.getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
  await expectNoSeriousAxeViolations(page);

  await context.setOffline(false);
  await expect(pending).toBeHidden();
  await expect(page.getByText('you are offline')).toBeHidden();
  await expect(page.getByText(text)).toHaveCount(1);
  const thread = await page.request.post('/api/getUserProjectObjects', {
    data: { oid: demo.oid, eid: demo.learner.email, bcid: 'cert-pv-2026-pv101', objid: 'pv101-po2' },
  });
  const messages = (await thread.json()).thread.messages.filter(
    (message: { message: string }) => message.message === text,
  );
  expect(messages).toHaveLength(1);
});
