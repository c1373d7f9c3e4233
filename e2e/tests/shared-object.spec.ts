import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// /sharingobject, signed out and signed in: values resolved by the server in the organisation's own content.

const cycle = 'val1=cert-pv&val2=pv101&val3=pv101-n3&val4=pv101-o5&val5=html';

test('a shared learning object opens in a full-page frame of the content origin', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/sharingobject?${cycle}`);
  const frame = page.locator('iframe[title="Shared learning object"]');
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/content\/AULADEMO\/-\/\d+\/1\/[\w-]{43}\/html\/pharmacovigilance-cycle\.html$/);
  expect(new URL(src).origin).not.toBe(new URL(baseURL ?? '').origin);
  await expect(page.frameLocator('iframe[title="Shared learning object"]').locator('body')).not.toBeEmpty();
  await expectNoSeriousAxeViolations(page);
});

test('values naming nothing, or an address, show there is nothing to display', async ({ page }) => {
  for (const query of [
    'val1=cert-pv&val2=pv101&val3=pv101-n3&val4=pv101-o5&val5=pdf',
    'val1=cert-pv&val2=pv101&val3=pv101-n3&val4=https%3A%2F%2Fevil.example%2F&val5=html',
    `${cycle}&val6=OTHER`,
    'val1=cert-pv',
  ]) {
    await page.goto(`/sharingobject?${query}`);
    await expect(page.getByRole('heading', { name: 'There is nothing here to display' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  }
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px the shared object fills the width, and Report A Query fits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/sharingobject?${cycle}`);
  const frame = page.locator('iframe[title="Shared learning object"]');
  await expect(frame).toBeVisible();
  expect((await frame.boundingBox())?.width).toBeGreaterThanOrEqual(350);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.goto('/postquires');
  await expect(page.getByRole('heading', { level: 1, name: 'Report A Query' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
});

test('a signed-in learner following a shared-object link sees the object, not the dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto(`/sharingobject?${cycle}`);
  await expect(page).toHaveURL(/\/sharingobject\?/);
  await expect(page.getByRole('button', { name: 'Asha Mensah, account' })).toBeVisible();
  const frame = page.locator('iframe[title="Shared learning object"]');
  await expect(frame).toHaveAttribute(
    'src',
    /\/content\/AULADEMO\/-\/\d+\/1\/[\w-]{43}\/html\/pharmacovigilance-cycle\.html$/,
  );
  await expect(page.frameLocator('iframe[title="Shared learning object"]').locator('body')).not.toBeEmpty();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});
