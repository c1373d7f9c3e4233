import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { universityTimeIn } from '../../../lib/university-time.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { adminGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';
import { universityMoment } from '../format-time.ts';

const slow = { timeout: 15_000 };

const events = [
  {
    id: 'E2',
    at: '2026-11-05T10:15:00+05:30',
    actorEid: 'priya.raman@example.edu',
    action: 'admissions.decide',
    subjectKind: 'application',
    subjectId: 'APP-1',
    before: { pstatus: 2, message: null },
    after: { pstatus: 5, message: '<img src=x onerror="window.__hacked = true">' },
    ip: '203.0.113.9',
  },
  {
    id: 'E1',
    at: '2026-11-05T09:00:00+05:30',
    actorEid: null,
    action: 'auth.signIn',
    subjectKind: null,
    subjectId: null,
    before: null,
    after: null,
    ip: null,
  },
];

let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:audit';
  });
  URL.revokeObjectURL = vi.fn();
});

function stubAudit() {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
    'staff/listAuditEvents': () => ({ body: { events, total: 120 } }),
    'staff/exportAuditEvents': () => ({
      body: { filename: 'audit.csv', csv: 'at,actor\r\n', truncated: false },
    }),
  });
  const last = () => api.calls.filter((call) => call.name === 'staff/listAuditEvents').at(-1)?.body;
  return { api, last };
}

describe('the audit log', { timeout: 30_000 }, () => {
  it('shows each event, and its before and after as readable JSON text', async () => {
    stubAudit();
    const user = userEvent.setup();
    renderApp('/staff/audit');
    const table = await screen.findByRole('table', { name: 'Audit events, newest first' }, slow);
    const [, decided, signIn] = within(table).getAllByRole('row');
    if (!decided || !signIn) throw new Error('rows missing');
    expect(decided).toHaveTextContent('priya.raman@example.edu');
    expect(decided).toHaveTextContent('application APP-1');
    expect(decided).toHaveTextContent('203.0.113.9');
    expect(signIn).toHaveTextContent('System');
    await user.click(within(decided).getByText('Show before and after'));
    const blocks = decided.querySelectorAll('pre');
    expect([...blocks].map((block) => block.textContent)).toEqual([
      JSON.stringify(events[0]?.before, null, 2),
      JSON.stringify(events[0]?.after, null, 2),
    ]);
    expect(table.querySelector('img')).toBeNull();
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
  });

  it('applies the filters on the server, pages, and exports with the same filters', async () => {
    const { api, last } = stubAudit();
    const user = userEvent.setup();
    renderApp('/staff/audit');
    await screen.findByRole('table', { name: 'Audit events, newest first' }, slow);
    expect(last()).toEqual({ oid: 'ORG1', page: 0 });

    await user.type(screen.getByRole('textbox', { name: "Actor's e-mail" }), 'priya.raman@example.edu');
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'admissions.decide');
    await user.type(screen.getByRole('textbox', { name: 'Subject id' }), 'APP-1');
    await user.type(screen.getByLabelText('From'), '2026-11-01T08:00');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    // Typed in the university's time (the organisation's Asia/Kolkata, UTC+5:30), whatever the browser's.
    const from = '2026-11-01T02:30:00.000Z';
    await waitFor(() =>
      expect(last()).toEqual({
        oid: 'ORG1',
        page: 0,
        actor: 'priya.raman@example.edu',
        action: 'admissions.decide',
        subjectId: 'APP-1',
        from,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 1, subjectId: 'APP-1' }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls.find((call) => call.name === 'staff/exportAuditEvents')?.body).toEqual({
      oid: 'ORG1',
      actor: 'priya.raman@example.edu',
      action: 'admissions.decide',
      subjectId: 'APP-1',
      from,
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(last()).toEqual({ oid: 'ORG1', page: 0 }));
    expect(screen.getByRole('textbox', { name: 'Action' })).toHaveValue('');
  });

  it("reads moments typed in as the university's time, across a change of offset too", () => {
    const kolkata = universityTimeIn('Asia/Kolkata');
    expect(universityMoment('2026-11-01T08:00', kolkata)).toBe('2026-11-01T02:30:00.000Z');
    const paris = universityTimeIn('Europe/Paris');
    expect(universityMoment('2026-07-01T12:00', paris)).toBe('2026-07-01T10:00:00.000Z');
    expect(universityMoment('2026-12-01T12:00', paris)).toBe('2026-12-01T11:00:00.000Z');
    expect(universityMoment('tomorrow', kolkata)).toBeUndefined();
    expect(universityMoment(undefined, kolkata)).toBeUndefined();
  });

  it('shows a failed load with Retry', async () => {
    const { api } = stubAudit();
    api.answer('staff/listAuditEvents', () => refusal(503, 'NOT_CONFIGURED', 'later'));
    const user = userEvent.setup();
    renderApp('/staff/audit');
    expect(await screen.findByText('The audit log could not be loaded.', {}, slow)).toBeInTheDocument();
    api.answer('staff/listAuditEvents', () => ({ body: { events: [], total: 0 } }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No event matches.')).toBeInTheDocument();
  });
});
