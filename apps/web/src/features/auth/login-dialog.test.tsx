import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation, programList } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, noSession, refusal } from '../../test/session.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const session = learnerSession();

/** A visitor with no session; `signedIn` switches currentSession to a session once sign-in succeeds. */
function stubVisitor(handlers: ApiHandlers = {}) {
  let signedIn = false;
  const api = stubApi(vi, {
    getOrganisation: () => ({ body: { ...organisation, staffSiteUrl: 'https://staff.example.edu/' } }),
    getAllProgramList: () => ({ body: programList() }),
    'auth/currentSession': () => (signedIn ? { body: session } : noSession),
    'auth/signIn': () => {
      signedIn = true;
      return { body: { challengeName: null, user: session.user } };
    },
    analyticsWebApp: () => ({ body: { recorded: true } }),
    ...handlers,
  });
  return api;
}

async function openLogin(path = '/?dialog=login') {
  const user = userEvent.setup();
  const view = renderApp(path);
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { user, dialog, ...view };
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Email/), 'asha@example.edu');
  await user.type(within(dialog).getByLabelText(/^Password/), 'Secret@123');
}

describe('the login dialog', { timeout: 20_000 }, () => {
  it('opens from the address, labelled, with the focus in its first field', async () => {
    stubVisitor();
    const { dialog } = await openLogin();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Email/)).toHaveFocus());
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it("shows the spec's messages for empty fields, without calling the server", async () => {
    const api = stubVisitor();
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please enter a valid email',
      'Please enter a password',
    ]);
    // Each message describes its field.
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.name === 'auth/signIn')).toBe(false);
  });

  it('submits with Enter, then refreshes the session and lands on /myPrograms signed in', async () => {
    const api = stubVisitor();
    const { user, dialog } = await openLogin();
    await fillLogin(user, dialog);
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Asha Mensah, account' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/myPrograms$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'auth/signIn')?.body).toEqual({
      oid: 'ORG1',
      username: 'asha@example.edu',
      password: 'Secret@123',
    });
    const sessionCalls = api.calls.filter((call) => call.name === 'auth/currentSession');
    expect(sessionCalls.length).toBeGreaterThanOrEqual(2);
  });

  it("reports the login event with the session's identifiers once signed in", async () => {
    const api = stubVisitor();
    const { user, dialog } = await openLogin();
    await fillLogin(user, dialog);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.calls.some((call) => call.name === 'analyticsWebApp')).toBe(true));
    const event = api.calls.filter((call) => call.name === 'analyticsWebApp');
    expect(event.map((call) => call.body)).toEqual([
      {
        oid: 'ORG1',
        id: 'U1',
        eventtype: 'Authenticated Login',
        email: 'U1',
        emailid: 'asha@example.edu',
        name: 'Asha Mensah',
      },
    ]);
    // After the total-progress call, as the spec orders them.
    const names = api.calls.map((call) => call.name);
    expect(names.indexOf('getUserTotalProgress')).toBeLessThan(names.indexOf('analyticsWebApp'));
  });

  it('only logs a failed login event: the learner still lands on /myPrograms', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubVisitor({ analyticsWebApp: () => refusal(500, 'INTERNAL', 'Internal error') });
    const { user, dialog } = await openLogin();
    await fillLogin(user, dialog);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/myPrograms$/));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The login event was not recorded', expect.anything()),
    );
    expect(api.calls.filter((call) => call.name === 'analyticsWebApp')).toHaveLength(1);
    logged.mockRestore();
  });

  it.each([
    ['USER_NOT_FOUND', 400, 'User does not exist'],
    ['USER_NOT_CONFIRMED', 400, 'User Not Confirmed'],
    ['NOT_AUTHORIZED', 400, 'Invalid Password'],
    ['RATE_LIMITED', 429, 'Too many attempts. Please wait 15 minutes and try again.'],
  ])('shows the server message for %s', async (code, status, message) => {
    stubVisitor({ 'auth/signIn': () => refusal(status, code, message) });
    const { user, dialog } = await openLogin();
    await fillLogin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/?dialog=login');
  });

  it('shows nothing for an unexpected failure, and the button works again', async () => {
    const api = stubVisitor({ 'auth/signIn': () => refusal(500, 'INTERNAL', 'Internal error') });
    const { user, dialog } = await openLogin();
    await fillLogin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(api.calls.filter((call) => call.name === 'auth/signIn')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(api.calls.filter((call) => call.name === 'auth/signIn')).toHaveLength(2));
  });

  it("links to sign-up, forgot password and the organisation's staff site", async () => {
    stubVisitor();
    const { user, dialog } = await openLogin();
    expect(within(dialog).getByRole('link', { name: /staff site/ })).toHaveAttribute(
      'href',
      'https://staff.example.edu/',
    );
    await user.click(within(dialog).getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?dialog=signup$/);
  });

  it('hides the staff-site link when the organisation has none', async () => {
    stubVisitor({ getOrganisation: () => ({ body: organisation }) });
    const { dialog } = await openLogin();
    expect(within(dialog).queryByRole('link', { name: /staff site/ })).not.toBeInTheDocument();
  });

  it('closes with Escape, leaving the page as it was', async () => {
    stubVisitor();
    const { user } = await openLogin('/contactUs?dialog=login');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contactUs$/);
  });

  it('shows the partner logo and the scholarship notice when il is 1, then goes to /dashboard', async () => {
    stubVisitor({
      getOrganisation: () => ({ body: { ...organisation, partnerLogo: 'branding/partner.svg' } }),
    });
    const { user, dialog } = await openLogin('/myProg/P1/1?dialog=login');
    expect(
      within(dialog).getByText(/100% scholarship for students from partner African countries/),
    ).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Partner logo' })).toHaveAttribute(
      'src',
      '/media/ORG1/branding/partner.svg',
    );
    await fillLogin(user, dialog);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Asha Mensah, account' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('shows neither outside the partner variant', async () => {
    stubVisitor({
      getOrganisation: () => ({ body: { ...organisation, partnerLogo: 'branding/partner.svg' } }),
    });
    const { dialog } = await openLogin('/myProg/P1/0?dialog=login');
    expect(within(dialog).queryByText(/scholarship/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Partner logo' })).not.toBeInTheDocument();
  });

  it('speaks French with the same messages translated', async () => {
    stubVisitor();
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderApp('/?dialog=login');
    const dialog = await screen.findByRole('dialog', { name: 'Connexion' });
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
  });
});
