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
    'auth/forgotPassword': () => ({ body: { destination: 'a***@e***.edu', deliveryMedium: 'EMAIL' } }),
    'auth/forgotPasswordSubmit': () => ({ body: { ok: true } }),
    ...handlers,
  });
}

/** Login, Forgot password?, the e-mail, Send code: the reset dialog. */
async function reachReset() {
  const user = userEvent.setup();
  renderApp('/?dialog=login');
  const login = await screen.findByRole('dialog', { name: 'Login' });
  await user.click(within(login).getByRole('link', { name: 'Forgot password?' }));
  const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
  await user.type(within(forgot).getByLabelText(/^Email/), 'asha@example.edu{Enter}');
  const reset = await screen.findByRole('dialog', { name: 'Reset password' });
  const field = (label: RegExp) => within(reset).getByLabelText(label);
  const submit = () => user.click(within(reset).getByRole('button', { name: 'Change password' }));
  return { user, reset, field, submit };
}

describe('the forgot-password dialog', { timeout: 20_000 }, () => {
  it("asks for the e-mail with the spec's message", async () => {
    const api = stubVisitor();
    const user = userEvent.setup();
    renderApp('/?dialog=forgotPassword');
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid email');
    expect(api.calls.some((call) => call.name === 'auth/forgotPassword')).toBe(false);
  });

  it('shows the server message for an unknown user', async () => {
    stubVisitor({ 'auth/forgotPassword': () => refusal(400, 'USER_NOT_FOUND', 'User does not exist') });
    const user = userEvent.setup();
    renderApp('/?dialog=forgotPassword');
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'nobody@example.edu{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User does not exist');
  });

  it('sends the code and opens the reset dialog naming where it went', async () => {
    const api = stubVisitor();
    const { reset } = await reachReset();
    expect(within(reset).getByText(/a\*\*\*@e\*\*\*\.edu/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'auth/forgotPassword')?.body).toEqual({
      oid: 'ORG1',
      username: 'asha@example.edu',
    });
  });
});

describe('the reset-password dialog', { timeout: 20_000 }, () => {
  it("shows the spec's messages for empty fields", async () => {
    stubVisitor();
    const { reset, submit } = await reachReset();
    await submit();
    const alerts = await within(reset).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please enter the code',
      'Please enter a password',
      'Please enter a confirm password',
    ]);
  });

  it.each([
    ['short1!', 'too short'],
    ['Longer1!Longer1!X', 'too long (17)'],
    ['NoDigits!!', 'no digit'],
    ['NoSymbol12', 'no symbol'],
    ['Space 1!ab', 'a character outside the set'],
  ])('refuses %s (%s) with the pattern message', async (password) => {
    stubVisitor();
    const { reset, field, submit, user } = await reachReset();
    await user.type(field(/^Code/), '123456');
    await user.type(field(/^New password/), password);
    await user.type(field(/^Confirm password/), password);
    await submit();
    expect(await within(reset).findByRole('alert')).toHaveTextContent('Please match password pattern');
  });

  it('refuses a confirmation that differs', async () => {
    stubVisitor();
    const { reset, field, submit, user } = await reachReset();
    await user.type(field(/^Code/), '123456');
    await user.type(field(/^New password/), 'Secret@123');
    await user.type(field(/^Confirm password/), 'Secret@124');
    await submit();
    expect(await within(reset).findByRole('alert')).toHaveTextContent("Passwords don't Match!");
  });

  it.each([
    ['INVALID_PARAMETER', 'Invalid code entered'],
    ['CODE_MISMATCH', 'Code mismatch'],
    ['INVALID_PASSWORD', 'Please match the password type.'],
  ])('shows the server message for %s', async (code, message) => {
    stubVisitor({ 'auth/forgotPasswordSubmit': () => refusal(400, code, message) });
    const { reset, field, user } = await reachReset();
    await user.type(field(/^Code/), '123456');
    await user.type(field(/^New password/), 'Secret@123');
    await user.type(field(/^Confirm password/), 'Secret@123{Enter}');
    expect(await within(reset).findByRole('alert')).toHaveTextContent(message);
  });

  it("sets the password with the code, then reopens Login with 'Changed password Succesfully'", async () => {
    const api = stubVisitor();
    const { field, user } = await reachReset();
    await user.type(field(/^Code/), '123456');
    await user.type(field(/^New password/), 'Secret@123');
    await user.type(field(/^Confirm password/), 'Secret@123{Enter}');

    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(login).getByText('Changed password Succesfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'auth/forgotPasswordSubmit')?.body).toEqual({
      oid: 'ORG1',
      username: 'asha@example.edu',
      code: '123456',
      newPassword: 'Secret@123',
    });
  });

  it('asks for the e-mail first when opened directly', async () => {
    stubVisitor();
    renderApp('/?dialog=resetPassword');
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  });
});
