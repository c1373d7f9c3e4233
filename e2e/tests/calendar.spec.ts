import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs, waitForApp } from '../support/learner-session.ts';

// The Events screen (/event, titled Calendar) and the learner's subscribable iCalendar feed. The page's
// clock is fixed at 22 November 2026 in India, inside the demo's events (November 2026 to January 2027).

const demoToday = new Date('2026-11-22T10:00:00+05:30');

async function openCalendar(page: Page) {
  await page.clock.setFixedTime(demoToday);
  await page.goto('/event');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
}

test("the demo learner's month, with today marked and the upcoming events", async ({ page }) => {
  await signInAs(page, demo.learner);
  await openCalendar(page);
  const november = page.getByRole('table', { name: 'November 2026' });
  await expect(november).toBeVisible();
  await expect(november.locator('[aria-current="date"]')).toContainText('22');
  await expect(
    november.getByText('Live webinar: causality with the Naranjo scale (18:00 IST)'),
  ).toBeVisible();
  await expect(
    november.getByRole('link', { name: 'Internal assessments open on the portal' }),
  ).toHaveAttribute('href', '/course');

  // Ten events in all (more than 5): the last three of those ahead this year.
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(3);
  await expect(upcoming.nth(0)).toContainText('Convocation 2026');
  await expect(upcoming.nth(1)).toContainText('Semester end examinations begin');
  await expect(
    upcoming.nth(1).getByRole('link', { name: 'Open: Semester end examinations begin' }),
  ).toHaveAttribute('href', '/hallticket');
  await expect(upcoming.nth(2)).toContainText('Semester end examinations end');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Next month' }).click();
  const december = page.getByRole('table', { name: 'December 2026' });
  await expect(december.getByText('Convocation 2026')).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(
    page.getByRole('table', { name: 'January 2027' }).getByText('Semester 2 begins'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(november).toBeVisible();
});

test('an event shows its whole title in a tooltip, by mouse and by keyboard', async ({ page }) => {
  await signInAs(page, demo.learner);
  await openCalendar(page);
  const title = 'Live webinar: causality with the Naranjo scale (18:00 IST)';
  const chip = page.getByRole('table', { name: 'November 2026' }).getByText(title);
  // The page comes prerendered (ADR 0097): a hover is the app's once it has taken the chip over.
  await waitForApp(page, chip);
  await chip.hover();
  await expect(page.getByRole('tooltip')).toHaveText(title);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await chip.focus();
  await expect(page.getByRole('tooltip')).toHaveText(title);
  // Page Down moves a month from inside the calendar.
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('table', { name: 'December 2026' })).toBeVisible();
});

test("the empty learner reads 'No Upcoming Events'", async ({ page }) => {
  await signInAs(page, demo.empty);
  await openCalendar(page);
  await expect(page.getByText('No Upcoming Events')).toBeVisible();
  await expect(page.getByRole('table', { name: 'November 2026' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px the month is a list of its days with events, without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await openCalendar(page);
  // Until hydrated the prerendered page holds the table too, hidden by CSS: the list is what shows.
  await expect(
    page
      .getByRole('list', { name: 'November 2026' })
      .getByText('Live webinar: causality with the Naranjo scale (18:00 IST)'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});

test('the learner subscribes: the feed downloads without a cookie as iCalendar, and a new address retires the old', async ({
  page,
  playwright,
}) => {
  await signInAs(page, demo.learner);
  await openCalendar(page);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to your calendar' });
  const address = dialog.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  await expectNoSeriousAxeViolations(page);

  // A calendar app: no cookie, no session, only the address.
  const calendarApp = await playwright.request.newContext();
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const lines = (await feed.text()).replace(/\r\n /g, '').split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const webinar = lines.indexOf('SUMMARY:Live webinar: causality with the Naranjo scale (18:00 IST)');
  expect(webinar).toBeGreaterThan(0);
  const event = lines.slice(lines.lastIndexOf('BEGIN:VEVENT', webinar), lines.indexOf('END:VEVENT', webinar));
  expect(event).toContain('DTSTART;VALUE=DATE:20261125');
  expect(event).toContain('DTEND;VALUE=DATE:20261126');
  // Only the learner's batches: the MBA's guest lecture is not theirs.
  expect(lines.join('\n')).not.toContain('Guest lecture');

  await dialog.getByRole('button', { name: 'Get a new address' }).click();
  await expect(address).not.toHaveValue(url);
  expect((await calendarApp.get(url)).status()).toBe(404);
  expect((await calendarApp.get(await address.inputValue())).status()).toBe(200);
  await calendarApp.dispose();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
