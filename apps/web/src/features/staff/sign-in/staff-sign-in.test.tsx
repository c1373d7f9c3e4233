import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { learnerSession, noSession, refusal } from '../../../test/session.ts';
import { adminGrants, counsellorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const location = () => screen.getByTestId('location');
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-${String(index).padStart(4, '0')}`);
const secondFactorOwed = refusal(
  403,
  'SECOND_FACTOR_REQUIRED',
  'Enter the code from your authenticator app first.',
);

describe('the staff sign-in', { timeout: 30_000 }, () => {
  it('takes an invited counsellor from the temporary password through enrolment to the queue', async () => {
    const session = staffSession(counsellorGrants);
    let signedIn = false;
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => (signedIn ? { body: session } : noSession),
      'auth/signIn': () => ({
        body: { challengeName: 'NEW_PASSWORD_REQUIRED', user: { ...session.user, mustChangePassword: true } },
      }),
      'auth/completeNewPassword': () => ({
        body: { challengeName: 'SECOND_FACTOR_SETUP_REQUIRED', user: session.user },
      }),
      'staff/startTotpEnrolment': () => ({
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/TU:priya?secret=JBSWY3DPEHPK3PXP' },
      }),
      'staff/confirmTotpEnrolment': (body) => {
        if ((body as { code: string }).code !== '654321')
          return refusal(400, 'CODE_MISMATCH', 'Code mismatch');
        signedIn = true;
        return { body: { recoveryCodes, result: { challengeName: null, user: session.user } } };
      },
      'staff/listAdmissions': () => ({ body: { rows: [], total: 0, programs: [] } }),
    });
    const user = userEvent.setup();
    renderApp('/staff/sign-in');

    await user.type(await screen.findByLabelText(/^Email/, {}, slow), 'priya.raman@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'Temp@2026{Enter}');

    const passwordStep = await screen.findByRole('heading', { name: 'Choose your password' });
    expect(passwordStep).toHaveFocus();
    await user.type(screen.getByLabelText(/^New password/), 'simple');
    await user.type(screen.getByLabelText(/^Confirm password/), 'simple{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please match password pattern');
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^New password/), 'Chosen@2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Chosen@2026{Enter}');

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code from your app/), '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the six digits your app shows.');
    await user.clear(screen.getByLabelText(/^Code from your app/));
    await user.type(screen.getByLabelText(/^Code from your app/), '123456{Enter}');
    const mismatch = await screen.findByText('Code mismatch');
    await waitFor(() => expect(mismatch.closest('[role="alert"]')).toHaveFocus());
    await user.type(screen.getByLabelText(/^Code from your app/), '654321{Enter}');

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm that you have saved your recovery codes.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admissions' }, slow)).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/staff\/admissions$/);
    const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
    expect(bodies('auth/completeNewPassword')).toEqual([{ oid: 'ORG1', newPassword: 'Chosen@2026' }]);
    expect(bodies('staff/startTotpEnrolment')).toEqual([{ oid: 'ORG1' }]);
    expect(bodies('staff/confirmTotpEnrolment')).toEqual([
      { oid: 'ORG1', code: '123456' },
      { oid: 'ORG1', code: '654321' },
    ]);
  });

  it('sends a signed-out visit to the sign-in, takes a recovery code, and returns to the page asked for', async () => {
    const session = staffSession(adminGrants);
    let signedIn = false;
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => (signedIn ? { body: session } : noSession),
      'auth/signIn': () => ({ body: { challengeName: 'SECOND_FACTOR_REQUIRED', user: session.user } }),
      'staff/verifySecondFactor': () => {
        signedIn = true;
        return { body: { challengeName: null, user: session.user } };
      },
      'staff/listAuditEvents': () => ({ body: { events: [], total: 0 } }),
    });
    const user = userEvent.setup();
    renderApp('/staff/audit?actor=a%40example.edu');

    await user.type(await screen.findByLabelText(/^Email/, {}, slow), 'admin@example.edu');
    expect(location()).toHaveTextContent(/^\/staff\/sign-in$/);
    await user.type(screen.getByLabelText(/^Password/), 'Admin@2026{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = await screen.findByLabelText(/^Recovery code/);
    await user.type(field, '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('xxxx-xxxx-xxxx');
    await user.clear(screen.getByLabelText(/^Recovery code/));
    await user.type(screen.getByLabelText(/^Recovery code/), 'abcd-efgh-0001{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, slow)).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/staff\/audit\?actor=a%40example\.edu$/);
    expect(api.calls.find((call) => call.name === 'staff/verifySecondFactor')?.body).toEqual({
      oid: 'ORG1',
      code: 'abcd-efgh-0001',
    });
  });

  it("shows the server's refusal as an alert that takes focus", async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => noSession,
      'auth/signIn': () => refusal(400, 'NOT_AUTHORIZED', 'Invalid Password'),
    });
    const user = userEvent.setup();
    renderApp('/staff/sign-in');
    await user.type(await screen.findByLabelText(/^Email/, {}, slow), 'admin@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Password');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('tells a learner who signs in here that it is for staff', async () => {
    const learner = learnerSession();
    let signedIn = false;
    stubStaffApi(vi, {
      'auth/currentSession': () => (signedIn ? { body: learner } : noSession),
      'auth/signIn': () => {
        signedIn = true;
        return { body: { challengeName: null, user: learner.user } };
      },
    });
    const user = userEvent.setup();
    renderApp('/staff/sign-in');
    await user.type(await screen.findByLabelText(/^Email/, {}, slow), 'asha@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'Learner@2026{Enter}');
    expect(await screen.findByText('This sign-in is for university staff')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your programmes' })).toHaveAttribute(
      'href',
      '/myPrograms',
    );
  });

  it('offers Retry when the enrolment cannot start, and starts it again', async () => {
    const session = staffSession(counsellorGrants);
    let failing = true;
    stubStaffApi(vi, {
      'auth/currentSession': () => noSession,
      'auth/signIn': () => ({ body: { challengeName: 'SECOND_FACTOR_SETUP_REQUIRED', user: session.user } }),
      'staff/startTotpEnrolment': () =>
        failing
          ? refusal(500, 'INTERNAL', 'boom')
          : {
              body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/TU:p?secret=JBSWY3DPEHPK3PXP' },
            },
    });
    const user = userEvent.setup();
    renderApp('/staff/sign-in');
    await user.type(await screen.findByLabelText(/^Email/, {}, slow), 'priya.raman@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'Chosen@2026{Enter}');
    expect(
      await screen.findByText('The set-up of your authenticator app could not be started.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
  });

  it('continues a sign-in reloaded after the password at the step the session owes', async () => {
    const session = staffSession(counsellorGrants);
    stubStaffApi(vi, {
      'auth/currentSession': () => secondFactorOwed,
      'staff/secondFactorChallenge': () => ({
        body: { challengeName: 'SECOND_FACTOR_SETUP_REQUIRED', user: session.user },
      }),
      'staff/startTotpEnrolment': () => ({
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/TU:p?secret=JBSWY3DPEHPK3PXP' },
      }),
    });
    renderApp('/staff/sign-in');
    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator app' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it("continues at the second factor when a staff account signs in on the learner's dialog", async () => {
    const session = staffSession(counsellorGrants);
    stubStaffApi(vi, {
      'auth/currentSession': () => secondFactorOwed,
      getAllProgramList: () => ({
        body: {
          certificate: [],
          diploma: [],
          graduate: [],
          pgdiploma: [],
          undergraduate: [],
          DoctorofPharmacy: [],
        },
      }),
      'auth/signIn': () => ({ body: { challengeName: 'SECOND_FACTOR_REQUIRED', user: session.user } }),
    });
    const user = userEvent.setup();
    renderApp('/?dialog=login');
    const login = await screen.findByRole('dialog', { name: 'Login' }, slow);
    await user.type(within(login).getByLabelText(/^Email/), 'priya.raman@example.edu');
    await user.type(within(login).getByLabelText(/^Password/), 'Chosen@2026{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' }, slow),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/staff\/sign-in$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
