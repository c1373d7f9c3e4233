import type { CalendarEvent } from '@aula/contract/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { enrolledIn, enrolledProgram } from '../../test/enrolled-programs.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const event = (evid: string, start: string, title: string, link?: string): CalendarEvent => ({
  evid,
  bpid: 'B-PV',
  title,
  start,
  ...(link ? { link } : {}),
});

const demoEvents = [
  event('e1', '2026-11-16', 'Internal assessments open', '/course'),
  event('e2', '2026-11-25', 'Live webinar: causality with the Naranjo scale'),
  event('e3', '2026-12-02', 'Awareness week begins', 'https://ipc.gov.in/'),
  event('e4', '2026-12-14', 'Semester end examinations begin', '/hallticket'),
  event('e5', '2026-12-23', 'Semester end examinations end'),
  event('e6', '2027-01-04', 'Semester 2 begins'),
];

function stubCalendar(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUserTotalProgress: () => ({
      body: enrolledIn([
        enrolledProgram('B-PV', 'Pharmacovigilance'),
        enrolledProgram('B-HCM', 'Healthcare'),
      ]),
    }),
    getEvents: () => ({ body: { result: { events: demoEvents } } }),
    ...handlers,
  });
}

beforeEach(() => {
  // 22 November 2026, 09:00 in India; only Date is faked, so timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T03:30:00Z'));
});

describe('the Events screen (/event)', { timeout: 20_000 }, () => {
  it("asks for the events of the learner's batches and shows this month, today marked", async () => {
    const api = stubCalendar();
    renderApp('/event');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'November 2026' });
    expect(api.calls.find((call) => call.name === 'getEvents')?.body).toEqual({
      oid: 'ORG1',
      rtype: 'get',
      batchjson: ['B-PV', 'B-HCM'],
    });
    const today = grid.querySelector('[aria-current="date"]');
    expect(today).toHaveTextContent('22');
    expect(within(grid).getByText('Live webinar: causality with the Naranjo scale')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Internal assessments open' })).toHaveAttribute(
      'href',
      '/course',
    );
    // December's events are not in November's grid, except on the days that close its last week.
    expect(within(grid).queryByText('Semester end examinations begin')).toBeNull();
    expect(within(grid).getByText('Awareness week begins')).toBeInTheDocument();
  });

  it('shows the whole title in a tooltip on keyboard focus', async () => {
    stubCalendar();
    renderApp('/event');
    await screen.findByRole('table', { name: 'November 2026' });
    const chip = screen.getByText('Live webinar: causality with the Naranjo scale');
    chip.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Live webinar: causality with the Naranjo scale',
    );
  });

  it('moves between months with the buttons and comes back with Today', async () => {
    stubCalendar();
    const user = userEvent.setup();
    renderApp('/event');
    await screen.findByRole('table', { name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const december = await screen.findByRole('table', { name: 'December 2026' });
    expect(within(december).getByText('Semester end examinations begin')).toBeInTheDocument();
    expect(december.querySelector('[aria-current="date"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'January 2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('table', { name: 'November 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'October 2026' })).toBeInTheDocument();
  });

  it('lists upcoming events with month, day, title and link; more than 5 events keeps the last 3', async () => {
    stubCalendar();
    renderApp('/event');
    const section = await screen.findByRole('region', { name: 'Upcoming Events' });
    const items = within(section).getAllByRole('listitem');
    // Upcoming this year: 25 Nov, 2 Dec, 14 Dec, 23 Dec; six events in all, so the last three.
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Awareness week begins'),
      expect.stringContaining('Semester end examinations begin'),
      expect.stringContaining('Semester end examinations end'),
    ]);
    expect(items[0]).toHaveTextContent(/Dec\s*2/);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Open: Awareness week begins' }),
    ).toHaveAttribute('href', 'https://ipc.gov.in/');
    expect(within(items[2] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it("reads 'No Upcoming Events' for a learner without events", async () => {
    stubCalendar({
      getUserTotalProgress: () => ({ body: enrolledIn([]) }),
      getEvents: () => ({ body: { result: { events: [] } } }),
    });
    renderApp('/event');
    expect(await screen.findByText('No Upcoming Events')).toBeInTheDocument();
  });

  it('shows Retry when the events cannot be loaded, and then the calendar', async () => {
    const api = stubCalendar({ getEvents: () => refusal(500, 'INTERNAL', 'Boom') });
    const user = userEvent.setup();
    renderApp('/event');
    expect(await screen.findByText('We could not load your events.')).toBeInTheDocument();
    api.answer('getEvents', () => ({ body: { result: { events: demoEvents } } }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'November 2026' })).toBeInTheDocument();
  });
});

describe('subscribing to the calendar', { timeout: 20_000 }, () => {
  const feed = (token: string) => ({
    url: `https://learn.example.edu/calendar/${token}.ics`,
    webcalUrl: `webcal://learn.example.edu/calendar/${token}.ics`,
    createdAt: '2026-11-22T03:30:00.000Z',
  });

  it('shows the private address, renews it and turns it off', async () => {
    const api = stubCalendar({
      getCalendarFeedUrl: () => ({ body: feed('first') }),
      renewCalendarFeedUrl: () => ({ body: feed('second') }),
      revokeCalendarFeedUrl: () => ({ body: { revoked: true } }),
    });
    const user = userEvent.setup();
    renderApp('/event');
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to your calendar' });
    const address = await within(dialog).findByRole('textbox', { name: 'Your calendar address' });
    expect(address).toHaveValue('https://learn.example.edu/calendar/first.ics');
    expect(within(dialog).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      'webcal://learn.example.edu/calendar/first.ics',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Get a new address' }));
    await waitFor(() => expect(address).toHaveValue('https://learn.example.edu/calendar/second.ics'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('The old one no longer works.');

    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(dialog).findByText(/Your calendar address is turned off\. Calendar apps/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(api.calls.filter((call) => call.name === 'revokeCalendarFeedUrl')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
