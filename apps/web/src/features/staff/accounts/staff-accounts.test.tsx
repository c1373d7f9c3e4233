import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { programList } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { adminGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };

const members = [
  {
    userId: 'S2',
    email: 'chidi@example.edu',
    name: 'Chidi <b>Okafor</b>',
    grants: [{ role: 'counsellor' as const, scope: 'G1' }],
    secondFactorEnrolled: true,
    invitationPending: false,
    createdAt: '2026-10-01T09:00:00+05:30',
  },
  {
    userId: 'S3',
    email: 'new@example.edu',
    name: 'Nadia Haddad',
    grants: [{ role: 'instructor' as const, scope: 'C-101' }],
    secondFactorEnrolled: false,
    invitationPending: true,
    createdAt: '2026-11-01T09:00:00+05:30',
  },
];

function stubAccounts() {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
    getAllProgramList: () => ({ body: programList() }),
    'staff/listStaff': () => ({ body: { staff: members, total: members.length } }),
    'staff/inviteStaff': () => ({ body: { userId: 'S9' } }),
    'staff/setStaffGrants': () => ({ body: { ok: true } }),
    'staff/resetSecondFactor': () => ({ body: { ok: true } }),
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { api, bodies };
}

describe('staff accounts', { timeout: 30_000 }, () => {
  it('lists each member with roles and scopes, second factor and invitation, names as text', async () => {
    stubAccounts();
    renderApp('/staff/accounts');
    const table = await screen.findByRole('table', { name: 'Staff accounts' }, slow);
    const [, chidi, nadia] = within(table).getAllByRole('row');
    if (!chidi || !nadia) throw new Error('rows missing');
    expect(within(chidi).getByText('Chidi <b>Okafor</b>')).toBeInTheDocument();
    await waitFor(() => expect(chidi).toHaveTextContent('Counsellor (Programme: Master of Public Health)'));
    expect(chidi).toHaveTextContent('Set up');
    expect(chidi).toHaveTextContent('Accepted');
    expect(nadia).toHaveTextContent('Instructor (Course C-101)');
    expect(nadia).toHaveTextContent('Not set up yet');
    expect(nadia).toHaveTextContent('Not accepted yet');
  });

  it('asks the server for each page, search and role, kept in the address', async () => {
    const { api, bodies } = stubAccounts();
    api.answer('staff/listStaff', () => ({ body: { staff: members, total: 60 } }));
    const user = userEvent.setup();
    renderApp('/staff/accounts?role=learner');
    await screen.findByRole('table', { name: 'Staff accounts' }, slow);
    expect(bodies('staff/listStaff')[0]).toEqual({ oid: 'ORG1', q: '', page: 0 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodies('staff/listStaff').at(-1)).toMatchObject({ page: 1 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'nadia');
    await waitFor(() =>
      expect(bodies('staff/listStaff').at(-1)).toEqual({ oid: 'ORG1', q: 'nadia', page: 0 }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Instructor' }));
    await waitFor(() =>
      expect(bodies('staff/listStaff').at(-1)).toEqual({
        oid: 'ORG1',
        q: 'nadia',
        role: 'instructor',
        page: 0,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('q=nadia');
  });

  it('says when no member matches the search', async () => {
    const { api } = stubAccounts();
    api.answer('staff/listStaff', () => ({ body: { staff: [], total: 0 } }));
    renderApp('/staff/accounts?q=nobody');
    expect(await screen.findByText('No staff account matches.', {}, slow)).toBeInTheDocument();
  });

  it('invites a counsellor for the programmes picked', async () => {
    const { bodies } = stubAccounts();
    const user = userEvent.setup();
    renderApp('/staff/accounts');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, slow), 'ama@example.edu');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ama Owusu');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Choose at least one role.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Counsellor (decides admissions)' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText("Choose the counsellor's programmes, or all programmes."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Programmes' }));
    await user.click(await screen.findByRole('option', { name: 'Master of Public Health' }));
    await user.click(await screen.findByRole('option', { name: 'Diploma in Care' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('The invitation is sent to ama@example.edu.')).toBeInTheDocument();
    expect(bodies('staff/inviteStaff')).toEqual([
      {
        oid: 'ORG1',
        email: 'ama@example.edu',
        name: 'Ama Owusu',
        grants: [
          { role: 'counsellor', scope: 'G1' },
          { role: 'counsellor', scope: 'D1' },
        ],
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });

  it("shows the server's refusal of an invitation", async () => {
    const { api } = stubAccounts();
    api.answer('staff/inviteStaff', () =>
      refusal(409, 'USERNAME_EXISTS', 'An account with the given email already exists.'),
    );
    const user = userEvent.setup();
    renderApp('/staff/accounts');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, slow), 'chidi@example.edu');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Chidi Okafor');
    await user.click(screen.getByRole('checkbox', { name: 'Administrator (the whole organisation)' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByText('An account with the given email already exists.');
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
  });

  it("changes a member's roles after saying it signs them out", async () => {
    const { bodies } = stubAccounts();
    const user = userEvent.setup();
    renderApp('/staff/accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit roles: Nadia Haddad' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Nadia Haddad' });
    expect(within(dialog).getByRole('textbox', { name: 'Course ids' })).toHaveValue('C-101');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Administrator (the whole organisation)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(
      within(dialog).getByText(
        'Saving signs Nadia Haddad out everywhere; they sign in again with their new roles.',
      ),
    ).toBeInTheDocument();
    expect(bodies('staff/setStaffGrants')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save and sign them out' }));
    expect(
      await screen.findByText('The roles of Nadia Haddad are saved; they have been signed out.'),
    ).toBeInTheDocument();
    expect(bodies('staff/setStaffGrants')).toEqual([
      {
        oid: 'ORG1',
        userId: 'S3',
        grants: [
          { role: 'admin', scope: null },
          { role: 'instructor', scope: 'C-101' },
        ],
      },
    ]);
  });

  it('resets the second factor of a member who lost it, after saying what it does; none to reset before it is set up', async () => {
    const { bodies } = stubAccounts();
    const user = userEvent.setup();
    renderApp('/staff/accounts');
    const resetButton = await screen.findByRole(
      'button',
      { name: 'Reset second factor: Chidi <b>Okafor</b>' },
      slow,
    );
    expect(
      screen.queryByRole('button', { name: 'Reset second factor: Nadia Haddad' }),
    ).not.toBeInTheDocument();
    // Cancelled, the dialog gives the focus back to the button that opened it, opened from the keyboard.
    resetButton.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(resetButton).toHaveFocus());
    await user.click(resetButton);
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset the second factor of Chidi <b>Okafor</b>?',
    });
    expect(dialog).toHaveTextContent('They are told by e-mail.');
    expect(bodies('staff/resetSecondFactor')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reset and sign them out' }));
    expect(
      await screen.findByText(
        'The second factor of Chidi <b>Okafor</b> is reset; they set up a new one at their next sign-in.',
      ),
    ).toBeInTheDocument();
    expect(bodies('staff/resetSecondFactor')).toEqual([{ oid: 'ORG1', userId: 'S2' }]);
  });

  it('warns that removing every role removes staff access', async () => {
    stubAccounts();
    const user = userEvent.setup();
    renderApp('/staff/accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit roles: Nadia Haddad' }, slow));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Instructor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(
      within(dialog).getByText('With no role, this account loses its staff access.'),
    ).toBeInTheDocument();
  });
});
