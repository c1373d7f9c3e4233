import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation, programList } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, noSession } from '../../test/session.ts';

const session = learnerSession();

function stubLearner(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    getAllProgramList: () => ({ body: programList() }),
    'auth/currentSession': () => ({ body: session }),
    'auth/signOut': () => ({ body: { ok: true } }),
    ...handlers,
  });
}

function calls(api: ReturnType<typeof stubApi>, name: string) {
  return api.calls.filter((call) => call.name === name).length;
}

describe('the signed-in shell', { timeout: 20_000 }, () => {
  it('shows the header, the bell and the sidebar with the current item marked', async () => {
    stubLearner();
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Asha Mensah, account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notification');

    const sidebar = screen.getByRole('navigation', { name: 'Portal' });
    const items = within(sidebar).getAllByRole('link');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Programs', '/myPrograms'],
      ['Calendar', '/event'],
      ['Announcements', '/announcements'],
      ['Hall Ticket', '/hallticket'],
      ['Semester End Exam', '/tests'],
      ['Certificates', '/certificates'],
      ['Apply for a Program', '/applyProgram'],
      ['My Application', '/myApplication'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'My Programs' })).not.toHaveAttribute('aria-current');
  });

  it('names each header control starting with the text it shows (WCAG 2.5.3, label in name)', async () => {
    stubLearner({ getUnreadNotificationCount: () => ({ body: { unread: 120 } }) });
    renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    const bell = await within(header).findByRole('link', { name: '99+ unread notifications' });
    expect(bell).toHaveTextContent('99+');
    expect(within(header).getByRole('button', { name: 'EN (Language: English)' })).toHaveTextContent('EN');
    const home = within(header).getByRole('link', {
      name: `${organisation.shortName} (${organisation.name}): home`,
    });
    expect(home).toHaveTextContent(organisation.shortName);
    // Any control named apart from its text (aria-label) starts its name with that text.
    for (const control of header.querySelectorAll('[aria-label]')) {
      const shown = (control.textContent ?? '').trim().toLowerCase();
      expect(control.getAttribute('aria-label')?.toLowerCase().startsWith(shown), control.outerHTML).toBe(
        true,
      );
    }
  });

  it('sends an unknown path to /dashboard, and / is My Programs', async () => {
    stubLearner();
    renderApp('/no/such/page');
    expect(await screen.findByRole('button', { name: 'Asha Mensah, account' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('opens Profile and Complaints from the user menu', async () => {
    stubLearner();
    const user = userEvent.setup();
    renderApp('/myPrograms');
    await user.click(await screen.findByRole('button', { name: 'Asha Mensah, account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Complaints' })).toHaveAttribute('href', '/complaints');
    expect(within(menu).getByRole('menuitem', { name: 'Sign-out' })).toBeInTheDocument();
  });

  it('checks the session on every route change', async () => {
    const api = stubLearner();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Portal' });
    const before = calls(api, 'auth/currentSession');
    await user.click(within(sidebar).getByRole('link', { name: 'My Programs' }));
    await waitFor(() => expect(calls(api, 'auth/currentSession')).toBe(before + 1));
    expect(within(sidebar).getByRole('link', { name: 'My Programs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('signs out on the server, clears every cached answer of the user, and returns to the landing page', async () => {
    const api = stubLearner();
    const user = userEvent.setup();
    const { queryClient } = renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Asha Mensah, account' });
    queryClient.setQueryData(['programs', 'mine', 'U1'], ['P1']);
    api.answer('auth/currentSession', () => noSession);

    await user.click(screen.getByRole('button', { name: 'Asha Mensah, account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign-out' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls(api, 'auth/signOut')).toBe(1);
    expect(queryClient.getQueryData(['programs', 'mine', 'U1'])).toBeUndefined();
    expect(queryClient.getQueryData(['session'])).toEqual({ status: 'signedOut', expired: false });
    // A deliberate sign-out is not a time-out.
    expect(screen.queryByText('Session Time Out')).not.toBeInTheDocument();
  });
});

describe('the sidebar toggle', { timeout: 20_000 }, () => {
  it('collapses the sidebar to its icons on wide screens, names kept for screen readers', async () => {
    stubLearner();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Collapse the menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand the menu' })).toHaveAttribute('aria-expanded', 'false');
    const sidebar = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(sidebar).getByRole('link', { name: 'Certificates' })).toBeInTheDocument();
  });

  it('is a drawer under the medium breakpoint, closed until the toggle opens it', async () => {
    // Narrow: every max-width media query matches (prefers-reduced-motion does not).
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: media.includes('max-width'),
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    stubLearner();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Asha Mensah, account' });
    expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const sidebar = await screen.findByRole('navigation', { name: 'Portal' });
    await user.click(within(sidebar).getByRole('link', { name: 'Calendar' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument());
  });
});

describe("'Session Time Out'", { timeout: 20_000 }, () => {
  it('appears once when the session has ended by the next route change, and the app returns home', async () => {
    const api = stubLearner();
    const user = userEvent.setup();
    const { queryClient } = renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Portal' });
    queryClient.setQueryData(['programs', 'mine', 'U1'], ['P1']);
    api.answer('auth/currentSession', () => noSession);

    await user.click(within(sidebar).getByRole('link', { name: 'My Programs' }));
    expect(await screen.findByText('Session Time Out')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(calls(api, 'auth/signOut')).toBe(1);
    expect(queryClient.getQueryData(['programs', 'mine', 'U1'])).toBeUndefined();
    expect(screen.getAllByText('Session Time Out')).toHaveLength(1);
  });

  it('appears once when several calls answer 401 together', async () => {
    const api = stubLearner();
    const { queryClient } = renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Asha Mensah, account' });
    const expired = () =>
      Promise.reject(new ApiError({ code: 'SESSION_EXPIRED', status: 401, message: 'Session Time Out' }));
    await Promise.allSettled([
      queryClient.fetchQuery({ queryKey: ['learner', 'a'], queryFn: expired, retry: false }),
      queryClient.fetchQuery({ queryKey: ['learner', 'b'], queryFn: expired, retry: false }),
    ]);

    expect(await screen.findByText('Session Time Out')).toBeInTheDocument();
    await waitFor(() => expect(calls(api, 'auth/signOut')).toBe(1));
    // Nothing more happens afterwards: still one notice, one sign-out.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('Session Time Out')).toHaveLength(1);
    expect(calls(api, 'auth/signOut')).toBe(1);
    // The way home is a navigation of its own, which a busy machine may run a little later.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
