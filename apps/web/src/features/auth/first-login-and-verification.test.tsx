import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { organisation, programList } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, noSession, refusal } from '../../test/session.ts';

const session = learnerSession('Chidi Okafor', 'temp@example.edu');
const mustChange = refusal(403, 'PASSWORD_CHANGE_REQUIRED', 'Please change your temporary password first.');

describe('the forced first-login password change', { timeout: 20_000 }, () => {
  it('follows a NEW_PASSWORD_REQUIRED sign-in, checks the rule, and lands signed in', async () => {
    let state: 'none' | 'temporary' | 'done' = 'none';
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getAllProgramList: () => ({ body: programList() }),
      'auth/currentSession': () => {
        if (state === 'temporary') return mustChange;
        return state === 'done' ? { body: session } : noSession;
      },
      'auth/signIn': () => {
        state = 'temporary';
        return {
          body: {
            challengeName: 'NEW_PASSWORD_REQUIRED',
            user: { ...session.user, mustChangePassword: true },
          },
        };
      },
      'auth/completeNewPassword': () => {
        state = 'done';
        return { body: { challengeName: null, user: session.user } };
      },
    });
    const user = userEvent.setup();
    renderApp('/?dialog=login');
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await user.type(within(login).getByLabelText(/^Email/), 'temp@example.edu');
    await user.type(within(login).getByLabelText(/^Password/), 'Temp@2026{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    // Still on the public side (its header is behind the modal dialog).
    expect(screen.getByRole('link', { name: 'Login', hidden: true })).toBeInTheDocument();
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect((await within(dialog).findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Please enter a password',
      'Please enter a confirm password',
    ]);
    await user.type(field(/^New password/), 'simple');
    await user.type(field(/^Confirm password/), 'simple{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please match password pattern');

    await user.clear(field(/^New password/));
    await user.clear(field(/^Confirm password/));
    await user.type(field(/^New password/), 'Chosen@2026');
    await user.type(field(/^Confirm password/), 'Chosen@2026{Enter}');
    expect(await screen.findByRole('button', { name: 'Chidi Okafor, account' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/myPrograms$/));
    expect(api.calls.find((call) => call.name === 'auth/completeNewPassword')?.body).toEqual({
      oid: 'ORG1',
      newPassword: 'Chosen@2026',
    });
  });

  it('opens at start-up when the session answers 403 PASSWORD_CHANGE_REQUIRED; closing it signs out', async () => {
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getAllProgramList: () => ({ body: programList() }),
      'auth/currentSession': () => mustChange,
      'auth/signOut': () => ({ body: { ok: true } }),
    });
    const user = userEvent.setup();
    renderApp('/myPrograms');
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.calls.some((call) => call.name === 'auth/signOut')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server message when the new password is refused', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getAllProgramList: () => ({ body: programList() }),
      'auth/currentSession': () => mustChange,
      'auth/completeNewPassword': () => refusal(400, 'INVALID_PASSWORD', 'Please match the password type.'),
    });
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'Chosen@2026');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Chosen@2026{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please match the password type.');
  });
});

describe('the verification link', { timeout: 20_000 }, () => {
  it('confirms the e-mail, opens Login with the outcome and drops its parameters', async () => {
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getAllProgramList: () => ({ body: programList() }),
      'auth/currentSession': () => noSession,
      'auth/confirmSignUp': () => ({ body: { username: 'kofi@example.edu', confirmed: true } }),
    });
    renderApp('/?verify=tok-123&email=kofi%40example.edu');
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(login).getByText('Your email is verified. You can now log in.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?dialog=login$/);
    const confirms = api.calls.filter((call) => call.name === 'auth/confirmSignUp');
    expect(confirms.map((call) => call.body)).toEqual([
      { oid: 'ORG1', username: 'kofi@example.edu', code: 'tok-123' },
    ]);
  });

  it("shows the server's message when the link does not work", async () => {
    const message = 'This verification link has already been used. If your email is verified, just log in.';
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getAllProgramList: () => ({ body: programList() }),
      'auth/currentSession': () => noSession,
      'auth/confirmSignUp': () => refusal(400, 'EXPIRED_CODE', message),
    });
    renderApp('/?verify=old&email=kofi%40example.edu');
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(login).getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?dialog=login$/);
  });
});
