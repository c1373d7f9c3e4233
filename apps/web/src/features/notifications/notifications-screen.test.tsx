import type { Notification } from '@aula/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const session = learnerSession();

const list: Notification[] = [
  {
    notid: 'n-hall',
    title: 'Hall ticket available',
    msg: 'Download it now.',
    link: '/hallticket',
    read: false,
    createdAt: '2026-11-21T04:30:00.000Z',
  },
  {
    notid: 'n-mid',
    title: 'Assessment open',
    msg: 'Until 30 November.',
    read: false,
    createdAt: '2026-11-16T04:00:00.000Z',
  },
  {
    notid: 'n-welcome',
    title: 'Welcome to Aula',
    msg: 'Your account is ready.',
    link: 'https://example.org/guide',
    read: true,
    createdAt: '2026-07-01T03:30:00.000Z',
  },
];

/** A server that keeps read state, so the bell's count follows what the page marks. */
function stubNotifications(handlers: ApiHandlers = {}) {
  const read = new Set(list.filter((each) => each.read).map((each) => each.notid));
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: session }),
    getNotifications: () => ({
      body: { notifications: list.map((each) => ({ ...each, read: read.has(each.notid) })) },
    }),
    getUnreadNotificationCount: () => ({
      body: { unread: list.filter((each) => !read.has(each.notid)).length },
    }),
    markNotificationsRead: (body) => {
      const { notids } = body as { notids: string[] };
      const fresh = notids.filter((notid) => !read.has(notid));
      for (const notid of notids) read.add(notid);
      return { body: { marked: fresh.length } };
    },
    ...handlers,
  });
}

describe('the notifications (/notification) and the bell', { timeout: 20_000 }, () => {
  it('shows the unread count on the bell, which opens the notifications', async () => {
    stubNotifications();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const bell = await screen.findByRole('link', { name: '2 unread notifications' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists title, message and link of each, and opening the page marks the unread ones read', async () => {
    const api = stubNotifications();
    renderApp('/notification');
    const hall = await screen.findByRole('article', { name: /Hall ticket available/ });
    expect(within(hall).getByText('Download it now.')).toBeInTheDocument();
    expect(within(hall).getByText('New')).toBeInTheDocument();
    expect(within(hall).getByRole('link', { name: 'Open: Hall ticket available' })).toHaveAttribute(
      'href',
      '/hallticket',
    );
    const welcome = screen.getByRole('article', { name: 'Welcome to Aula' });
    expect(within(welcome).queryByText('New')).toBeNull();
    expect(within(welcome).getByRole('link', { name: 'Open: Welcome to Aula' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(screen.getByRole('article', { name: /Assessment open/ })).queryByRole('link')).toBeNull();

    await waitFor(() =>
      expect(api.calls.find((call) => call.name === 'markNotificationsRead')?.body).toEqual({
        oid: 'ORG1',
        eid: session.user.username,
        notids: ['n-hall', 'n-mid'],
      }),
    );
    // The bell goes quiet; the page keeps its New marks for this visit.
    const quiet = await screen.findByRole('link', { name: 'Notifications' });
    expect(quiet.querySelector('.MuiBadge-invisible')).not.toBeNull();
    expect(quiet).toHaveTextContent(/^$/);
    expect(within(hall).getByText('New')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.name === 'markNotificationsRead')).toHaveLength(1);
  });

  it("reads 'No notifications yet' when there are none, and marks nothing", async () => {
    const api = stubNotifications({
      getNotifications: () => ({ body: { notifications: [] } }),
      getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    });
    renderApp('/notification');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(api.calls.some((call) => call.name === 'markNotificationsRead')).toBe(false);
  });

  it('shows Retry when the notifications cannot be loaded, and then them', async () => {
    const api = stubNotifications({ getNotifications: () => refusal(500, 'INTERNAL', 'Boom') });
    const user = userEvent.setup();
    renderApp('/notification');
    expect(await screen.findByText('We could not load your notifications.')).toBeInTheDocument();
    api.answer('getNotifications', () => ({ body: { notifications: list } }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /Hall ticket available/ })).toBeInTheDocument();
  });
});
