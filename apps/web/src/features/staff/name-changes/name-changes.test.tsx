import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { counsellorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Kofi <img src=x onerror="window.__hacked = true">';

const kofi = {
  id: 'NC-1',
  eid: 'kofi@example.edu',
  email: 'kofi@example.edu',
  currentName: hostile,
  givenName: 'Kofi <b>Ama</b>',
  familyName: 'Mensah',
  requestedAt: '2026-11-02T09:30:00+05:30',
};
const ama = {
  id: 'NC-2',
  eid: 'ama@example.edu',
  email: 'ama@example.edu',
  currentName: 'Ama Owusu',
  givenName: 'Ama Serwaa',
  familyName: 'Owusu',
  requestedAt: '2026-11-03T10:00:00+05:30',
};

/** The server's list: a request leaves it once decided. */
function stubNameChanges() {
  let pending = [kofi, ama];
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }),
    'staff/listNameChanges': () => ({ body: { rows: pending, total: pending.length } }),
    'staff/decideNameChange': (body) => {
      const { id, decision } = body as { id: string; decision: 'approve' | 'refuse' };
      pending = pending.filter((row) => row.id !== id);
      return { body: { status: decision === 'approve' ? ('approved' as const) : ('refused' as const) } };
    },
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return {
    api,
    lists: () => bodies('staff/listNameChanges'),
    decisions: () => bodies('staff/decideNameChange'),
  };
}

/** The outcome said above the list (the page's address is a status too). */
const outcome = async (text: string) =>
  (await screen.findByText(text, { exact: false })).closest('[role="status"], [role="alert"]');

const table = () =>
  screen.findByRole('table', { name: 'Changes of legal name waiting for a decision, oldest first' }, slow);

describe('the name changes', { timeout: 30_000 }, () => {
  it('lists the pending requests, oldest first, every learner string as text', async () => {
    const { lists } = stubNameChanges();
    renderApp('/staff/name-changes');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(hostile);
    expect(rows[1]).toHaveTextContent('kofi@example.edu');
    expect(rows[1]).toHaveTextContent('Kofi <b>Ama</b>');
    expect(rows[1]).toHaveTextContent('Mensah');
    expect(rows[2]).toHaveTextContent('Ama Serwaa');
    expect(document.querySelector('main img, main b')).toBeNull();
    expect(lists()).toEqual([{ oid: 'ORG1', page: 0 }]);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('approves after a confirmation, then reads the list again and says so', async () => {
    const { lists, decisions } = stubNameChanges();
    const user = userEvent.setup();
    renderApp('/staff/name-changes');
    await table();
    await user.click(screen.getByRole('button', { name: `Approve the change of name of ${hostile}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change of name?' });
    expect(dialog).toHaveTextContent(
      `${hostile} will be known as Kofi <b>Ama</b> Mensah on their account and profile.`,
    );
    expect(decisions()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const notice = await outcome('is now known as');
    expect(notice).toHaveTextContent(
      `${hostile} is now known as Kofi <b>Ama</b> Mensah. They have been told.`,
    );
    expect(notice).toHaveFocus();
    expect(decisions()).toEqual([{ oid: 'ORG1', id: 'NC-1', decision: 'approve' }]);
    expect(lists()).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Ama Owusu');
  });

  it('refuses (the contract takes no reason), and Cancel sends nothing', async () => {
    const { decisions } = stubNameChanges();
    const user = userEvent.setup();
    renderApp('/staff/name-changes');
    await table();
    const refuse = screen.getByRole('button', { name: 'Refuse the change of name of Ama Owusu' });
    await user.click(refuse);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refuse this change of name?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions()).toEqual([]);

    await user.click(refuse);
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this change of name?' });
    expect(dialog).toHaveTextContent(
      'Ama Owusu keeps the name on their records; the name Ama Serwaa Owusu is refused.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await outcome('is refused. They have been told.')).toHaveTextContent(
      'The change of name of Ama Owusu to Ama Serwaa Owusu is refused.',
    );
    expect(decisions()).toEqual([{ oid: 'ORG1', id: 'NC-2', decision: 'refuse' }]);
  });

  it('is worked by keyboard alone: the dialog holds the focus, Escape gives it back', async () => {
    const { decisions } = stubNameChanges();
    const user = userEvent.setup();
    renderApp('/staff/name-changes');
    await table();
    const approve = screen.getByRole('button', { name: 'Approve the change of name of Ama Owusu' });
    approve.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change of name?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(approve).toHaveFocus();
    expect(decisions()).toEqual([]);

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Approve this change of name?' });
    within(again).getByRole('button', { name: 'Approve' }).focus();
    await user.keyboard('{Enter}');
    expect(await outcome('is now known as')).toHaveFocus();
    expect(decisions()).toEqual([{ oid: 'ORG1', id: 'NC-2', decision: 'approve' }]);
  });

  it('says clearly when the request was decided meanwhile, and shows the list as it now is', async () => {
    const { api, lists } = stubNameChanges();
    api.answer('staff/decideNameChange', () =>
      refusal(404, 'NOT_FOUND', 'No such change of name is waiting for you.'),
    );
    const user = userEvent.setup();
    renderApp('/staff/name-changes');
    await table();
    api.answer('staff/listNameChanges', () => ({ body: { rows: [ama], total: 1 } }));
    await user.click(screen.getByRole('button', { name: `Refuse the change of name of ${hostile}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refuse' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No such change of name is waiting for you. It may have been decided by someone else meanwhile: the list now shows the requests still waiting.',
    );
    expect(alert).toHaveFocus();
    expect(lists()).toHaveLength(2);
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
  });

  it('shows a failed load with Retry', async () => {
    const { api } = stubNameChanges();
    api.answer('staff/listNameChanges', () => refusal(500, 'INTERNAL', 'boom'));
    const user = userEvent.setup();
    renderApp('/staff/name-changes');
    expect(await screen.findByText('The changes of name could not be loaded.', {}, slow)).toBeInTheDocument();
    api.answer('staff/listNameChanges', () => ({ body: { rows: [ama], total: 1 } }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toHaveTextContent('Ama Owusu');
  });
});
