import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// /notification and the bell's unread count. Opening the page marks what it shows as read, so the
// first test reads the count the server has before checking the bell (a rerun starts with none).

async function unreadOnServer(page: Page, email: string): Promise<number> {
  const response = await page.request.post('/api/getUnreadNotificationCount', {
    data: { oid: demo.oid, eid: email },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

// The count shown on the badge starts the bell's name (WCAG 2.5.3, label in name).
const bellName = (unread: number) =>
  unread === 0 ? 'Notifications' : `${unread} unread notification${unread === 1 ? '' : 's'}`;

test('the bell shows the unread count; opening the notifications reads them', async ({ page }) => {
  await signInAs(page, demo.learner);
  const unread = await unreadOnServer(page, demo.learner.email);
  await page.goto('/dashboard');
  const bell = page.getByRole('banner').getByRole('link', { name: bellName(unread), exact: true });
  await expect(bell).toBeVisible();
  // On a phone the bell keeps its count in the header.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(bell).toBeVisible();
  // (The demo learner has unread notifications; a retry, after the first run read them, has none.)
  if (unread > 0) {
    await expect(bell.getByText(unread > 99 ? '99+' : String(unread), { exact: true })).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await bell.click();

  await expect(page).toHaveURL(/\/notification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const hallTicket = page.getByRole('article', { name: 'Hall ticket available' });
  await expect(hallTicket).toContainText(
    'Your hall ticket for the semester end examinations can be downloaded now.',
  );
  await expect(hallTicket.getByRole('link', { name: 'Open: Hall ticket available' })).toHaveAttribute(
    'href',
    '/hallticket',
  );
  await expect(page.getByRole('article', { name: 'Welcome to Aula' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  await expect.poll(() => unreadOnServer(page, demo.learner.email)).toBe(0);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Hall ticket available' })).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
});

test("the empty learner reads 'No notifications yet'", async ({ page }) => {
  await signInAs(page, demo.empty);
  await page.goto('/notification');
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px the notifications fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto('/notification');
  await expect(page.getByRole('article', { name: 'Welcome to Aula' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
