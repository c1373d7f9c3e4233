import { expect, type Page } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 24 item 6 (ADR 0077): the demo instructor of pv101 posts a link announcement and an event to
// their course; a learner of it, in a browser context of their own, sees the bell's count go up, the
// announcement, and the event on the calendar. The journey then withdraws the one and deletes the
// other, so the demo's announcements and events are as they were.

async function unreadOnServer(page: Page, email: string): Promise<number> {
  const response = await page.request.post('/api/getUnreadNotificationCount', {
    data: { oid: demo.oid, eid: email },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

const bellName = (unread: number) =>
  unread === 0 ? 'Notifications' : `${unread} unread notification${unread === 1 ? '' : 's'}`;

test('the instructor posts a link announcement and an event; the learner sees the bell, the announcement and the event', async ({
  newPage,
}) => {
  test.setTimeout(180_000);
  const learner = await newPage();
  await signInAs(learner, demo.player);
  const stamp = Date.now();
  const title = `Read the PvPI guidance (${stamp})`;
  const eventTitle = `Causality workshop (${stamp})`;
  const today = new Date().toISOString().slice(0, 10);

  const staff = await newPage();
  await staff.goto('/staff/announcements');
  await signInAsStaff(staff, demoStaff.instructor);
  await expect(staff).toHaveURL(/\/staff\/announcements/);
  await expect(
    staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Announcements' }),
  ).toBeVisible();
  await staff.getByRole('combobox', { name: 'Course' }).click();
  await staff.getByRole('option', { name: /^Principles of Pharmacovigilance — July 2026 intake/ }).click();

  await staff.getByRole('combobox', { name: 'Type' }).click();
  await staff.getByRole('option', { name: 'Link' }).click();
  await staff.getByRole('textbox', { name: 'Title' }).fill(title);
  await staff
    .getByRole('textbox', { name: 'Description' })
    .fill('Before Friday, read the guidance on reporting.');
  await staff.getByRole('textbox', { name: 'Link address' }).fill('http://ipc.gov.in/');
  await staff.getByRole('textbox', { name: 'Link text' }).fill('PvPI guidance');
  // The preview is the learner's own announcement.
  const preview = staff.getByRole('region', { name: 'Preview, as learners will see it' });
  await expect(preview.getByRole('article', { name: title })).toBeVisible();
  await staff.getByRole('button', { name: 'Post' }).click();
  await expect(staff.getByText('Give an address that starts with https://.')).toBeVisible();
  await staff.getByRole('textbox', { name: 'Link address' }).fill('https://ipc.gov.in/');
  await staff.getByRole('button', { name: 'Post' }).click();
  const posted = staff.getByRole('listitem').filter({ hasText: title });
  await expect(posted.getByText('Shown', { exact: true })).toBeVisible();
  await checkStaffScreen(staff);

  await staff.getByRole('tab', { name: 'Events' }).click();
  // The event's own form: until the tab has switched, the announcement form's Title is the one on screen.
  const newEvent = staff.getByRole('region', { name: 'New event' });
  await newEvent.getByRole('textbox', { name: 'Title' }).fill(eventTitle);
  await newEvent.getByLabel('Day').fill(today);
  await newEvent.getByRole('textbox', { name: 'Link (optional)' }).fill('https://meet.example.org/causality');
  await newEvent.getByRole('button', { name: 'Add event' }).click();
  const event = staff.getByRole('listitem').filter({ hasText: eventTitle });
  await expect(event).toBeVisible();
  await checkStaffScreen(staff);

  // The learner: the bell's count, the announcement, and the event on this month's calendar. The
  // announcement-files journey of this project posts to (and withdraws from) the same course beside this
  // one, so the bell is checked against the server's count read just before the page, and ours by its
  // title below.
  const unreadNow = await unreadOnServer(learner, demo.player.email);
  await learner.goto('/dashboard');
  await expect(
    learner.getByRole('banner').getByRole('link', { name: bellName(unreadNow), exact: true }),
  ).toBeVisible();
  await learner.goto('/announcements');
  const pv = learner.getByRole('button', { name: /^Certificate in Pharmacovigilance/ });
  if ((await pv.getAttribute('aria-expanded')) !== 'true') await pv.click();
  const article = learner.getByRole('article', { name: title });
  await expect(article.getByRole('link', { name: 'PvPI guidance' })).toHaveAttribute(
    'href',
    'https://ipc.gov.in/',
  );
  await learner.goto('/event');
  await expect(learner.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(learner.getByText(eventTitle).first()).toBeVisible();

  // Keyboard alone: withdraw the announcement, confirmed in its dialog; then delete the event.
  await staff.getByRole('tab', { name: 'Announcements' }).click();
  const withdraw = staff.getByRole('button', { name: `Withdraw ${title}` });
  await tabTo(staff, withdraw, 60);
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: 'Withdraw this announcement?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await staff.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeFocused();
  await staff.keyboard.press('Enter');
  await expect(posted.getByText('Withdrawn', { exact: true })).toBeVisible();
  await learner.goto('/announcements');
  await expect(learner.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(learner.getByRole('article', { name: title })).toHaveCount(0);

  await staff.getByRole('tab', { name: 'Events' }).click();
  await staff.getByRole('button', { name: `Delete ${eventTitle}` }).click();
  await staff
    .getByRole('dialog', { name: 'Delete this event?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(staff.getByRole('listitem').filter({ hasText: eventTitle })).toHaveCount(0);
});
