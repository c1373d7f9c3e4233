import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { admissionsPage, counsellorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const location = () => screen.getByTestId('location');
let saved: Blob[] = [];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
});

function stubQueue() {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }),
    'staff/listAdmissions': () => ({ body: admissionsPage() }),
    'staff/exportAdmissions': () => ({
      body: { filename: 'admissions-submitted.csv', csv: 'name,email\r\n', truncated: false },
    }),
  });
  const lists = () =>
    api.calls.filter((call) => call.name === 'staff/listAdmissions').map((call) => call.body);
  return { api, lists, last: () => lists().at(-1) };
}

describe('the admissions queue', { timeout: 30_000 }, () => {
  it('lists the oldest submissions first, names as text, each linking to its application', async () => {
    const { last } = stubQueue();
    renderApp('/staff/admissions');
    const table = await screen.findByRole('table', { name: 'Submitted applications' }, slow);
    const hostile = within(table).getByRole('link', { name: /^Kofi/ });
    expect(hostile).toHaveTextContent('Kofi <img src=x onerror="window.__hacked = true">');
    expect(hostile).toHaveAttribute('href', '/staff/admissions/APP-1');
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('University form');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(last()).toEqual({
      oid: 'ORG1',
      queue: 'submitted',
      sort: 'submittedAt',
      direction: 'asc',
      page: 0,
    });
    expect(screen.getByRole('columnheader', { name: 'Submitted' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('asks the server for each tab, search, filter, sort and page, and keeps them in the address', async () => {
    const { last } = stubQueue();
    const user = userEvent.setup();
    renderApp('/staff/admissions');
    await screen.findByRole('table', { name: 'Submitted applications' }, slow);

    await user.click(screen.getByRole('tab', { name: 'Returned' }));
    await waitFor(() => expect(last()).toMatchObject({ queue: 'returned', page: 0 }));
    expect(location()).toHaveTextContent(/^\/staff\/admissions\?queue=returned$/);

    await user.type(
      screen.getByRole('searchbox', { name: 'Name, e-mail or application id' }),
      ' kofi {Enter}',
    );
    await waitFor(() => expect(last()).toMatchObject({ queue: 'returned', q: 'kofi' }));

    await user.click(screen.getByRole('combobox', { name: 'Programme' }));
    await user.click(await screen.findByRole('option', { name: 'Diploma in Care' }));
    await waitFor(() => expect(last()).toMatchObject({ pid: 'D1' }));

    await user.click(screen.getByRole('combobox', { name: 'e-VBAB' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(last()).toMatchObject({ evbab: true }));

    await user.click(screen.getByRole('button', { name: 'Applicant' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'name' }));
    await user.click(screen.getByRole('button', { name: 'Applicant' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'name', direction: 'desc' }));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 1, sort: 'name', pid: 'D1' }));
    expect(location()).toHaveTextContent('page=2');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(last()).toEqual({ oid: 'ORG1', queue: 'returned', sort: 'name', direction: 'desc', page: 0 }),
    );
  });

  it('reads the queue from an address given by hand, leaving out what the server would refuse', async () => {
    const { last } = stubQueue();
    renderApp('/staff/admissions?queue=approved&variant=typed&from=2026-11-01&to=soon&evbab=no&page=3');
    await screen.findByRole('table', { name: 'Approved applications' }, slow);
    expect(last()).toEqual({
      oid: 'ORG1',
      queue: 'approved',
      sort: 'submittedAt',
      direction: 'asc',
      page: 2,
      evbab: false,
      submittedFrom: '2026-11-01',
    });
  });

  it('exports the filtered queue as the CSV the server wrote', async () => {
    const { api } = stubQueue();
    const user = userEvent.setup();
    renderApp('/staff/admissions?queue=returned&q=ama');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, slow));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls.find((call) => call.name === 'staff/exportAdmissions')?.body).toEqual({
      oid: 'ORG1',
      queue: 'returned',
      q: 'ama',
      sort: 'submittedAt',
      direction: 'asc',
    });
    // A byte-order mark first (Blob.text() would drop it), so that spreadsheets read UTF-8.
    const bytes = new Uint8Array((await saved[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFname,email\r\n');
    expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
  });

  it('says when the export was cut short, and shows an export refused', async () => {
    const { api } = stubQueue();
    api.answer('staff/exportAdmissions', () => ({
      body: { filename: 'a.csv', csv: 'x\r\n', truncated: true },
    }));
    const user = userEvent.setup();
    renderApp('/staff/admissions');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, slow));
    expect(await screen.findByText(/The export holds only the first 50,000 rows/)).toBeInTheDocument();
    api.answer('staff/exportAdmissions', () => refusal(429, 'RATE_LIMITED', 'Too many exports'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There have been too many requests');
  });

  it('shows a failed load with Retry', async () => {
    const { api } = stubQueue();
    api.answer('staff/listAdmissions', () => refusal(500, 'INTERNAL', 'boom'));
    const user = userEvent.setup();
    renderApp('/staff/admissions');
    expect(await screen.findByText('The applications could not be loaded.', {}, slow)).toBeInTheDocument();
    api.answer('staff/listAdmissions', () => ({ body: admissionsPage() }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Submitted applications' })).toBeInTheDocument();
  });
});
