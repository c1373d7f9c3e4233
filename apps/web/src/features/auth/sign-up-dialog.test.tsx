import { personNameMessage } from '@aula/contract/person-name';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation, programList } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { noSession, refusal } from '../../test/session.ts';

function stubVisitor(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    getAllProgramList: () => ({ body: programList() }),
    'auth/currentSession': () => noSession,
    'auth/signUp': () => ({ body: { username: 'kofi@example.edu', userSub: 'U9', userConfirmed: false } }),
    ...handlers,
  });
}

async function openSignUp() {
  const user = userEvent.setup();
  renderApp('/?dialog=signup');
  const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  const fill = async (values: { name?: string; email?: string; password?: string; confirm?: string }) => {
    if (values.name) await user.type(field(/^Name/), values.name);
    if (values.email) await user.type(field(/^Email/), values.email);
    if (values.password) await user.type(field(/^Password/), values.password);
    if (values.confirm) await user.type(field(/^Confirm password/), values.confirm);
  };
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
  return { user, dialog, fill, submit };
}

const valid = {
  name: 'Kofi Owusu',
  email: 'Kofi@Example.edu',
  password: 'Secret@123',
  confirm: 'Secret@123',
};

describe('the sign-up dialog', { timeout: 20_000 }, () => {
  it('shows the password note', async () => {
    stubVisitor();
    const { dialog } = await openSignUp();
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password must be at least 8 characters long and include a lowercase letter, a number and a special character.',
    );
  });

  it("shows the spec's messages: name, email and password required", async () => {
    const api = stubVisitor();
    const { dialog, submit } = await openSignUp();
    await submit();
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please enter a Name',
      'Please enter a valid email',
      'Please enter a password',
    ]);
    expect(api.calls.some((call) => call.name === 'auth/signUp')).toBe(false);
  });

  it("refuses a name that is not one, in the visitor's language, before asking the server", async () => {
    const api = stubVisitor();
    const { dialog, fill, submit } = await openSignUp();
    await fill({ ...valid, name: 'Dr. <b>Forged</b>' });
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(personNameMessage);
    expect(api.calls.some((call) => call.name === 'auth/signUp')).toBe(false);
  });

  it('refuses an address that is not an e-mail, and a confirmation that differs', async () => {
    stubVisitor();
    const { dialog, fill, submit } = await openSignUp();
    await fill({ ...valid, email: 'kofi@', confirm: 'Secret@124' });
    await submit();
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please enter a valid email',
      "Passwords don't Match!",
    ]);
  });

  it.each([
    ['INVALID_PARAMETER', 400, 'Password must be at least 8 characters'],
    ['USERNAME_EXISTS', 409, 'An account with the given email already exists.'],
    ['INVALID_PARAMETER', 400, 'Invalid email address format.'],
  ])('shows the server message for %s (%i): %s', async (code, status, message) => {
    stubVisitor({ 'auth/signUp': () => refusal(status, code, message) });
    const { dialog, fill, submit } = await openSignUp();
    await fill(valid);
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('sends name, e-mail and password, then reopens Login with the registered message', async () => {
    const api = stubVisitor();
    const { user, fill } = await openSignUp();
    await fill(valid);
    await user.keyboard('{Enter}');

    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(
      within(login).getByText(
        'Registered Succesfully.Please check your email & click Verify Email link to verify your email. Then try to login!',
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'auth/signUp')?.body).toEqual({
      oid: 'ORG1',
      name: 'Kofi Owusu',
      email: 'Kofi@Example.edu',
      password: 'Secret@123',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?dialog=login$/);
  });
});
