import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { counsellorGrants, instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const row = (key: string, label: string, enrolled: number, completed: number) => ({
  key,
  label,
  enrolled,
  started: enrolled,
  completed,
  percent: Math.floor((completed * 100) / enrolled),
  medianProgress: 50,
});

function stubReports({ failOnce = false } = {}) {
  let failures = failOnce ? 1 : 0;
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants) }),
    'staff/getProgressReport': (body) => {
      if (failures > 0) {
        failures -= 1;
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } };
      }
      const { pid } = body as { pid?: string };
      return pid
        ? { body: { level: 'batch', programme: 'Pharmacy', batch: null, rows: [row('B1', '2026', 4, 1)] } }
        : { body: { level: 'programme', programme: null, batch: null, rows: [row('P1', 'Pharmacy', 4, 1)] } };
    },
  });
  return (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
}

describe('the staff reports', { timeout: 30_000 }, () => {
  it("shows an instructor the reports of teaching: the progress report, a chart with its table, a step down on the server's filter", async () => {
    const bodies = stubReports();
    const user = userEvent.setup();
    renderApp('/staff/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Progress', 'Assessments']);
    const chart = await screen.findByRole('figure', { name: 'Completion' }, slow);
    expect(within(chart).getAllByRole('row')[1]?.textContent).toBe('Pharmacy25%');
    const table = screen.getByRole('table', { name: 'Enrolment, progress and completion' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Pharmacy44125%50%');
    await user.click(within(table).getByRole('button', { name: 'Pharmacy' }));
    const batches = () => screen.getByRole('table', { name: 'Enrolment, progress and completion' });
    expect(await within(batches()).findByRole('columnheader', { name: 'Batch' }, slow)).toBeInTheDocument();
    expect(bodies('staff/getProgressReport').at(-1)).toMatchObject({ pid: 'P1' });
    expect(screen.getByText('Pharmacy', { selector: '[aria-current="location"]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All programmes' }));
    expect(
      await within(batches()).findByRole('columnheader', { name: 'Programme' }, slow),
    ).toBeInTheDocument();
  });

  it('sends the dates as a filter and never a malformed day from the address', async () => {
    const bodies = stubReports();
    const user = userEvent.setup();
    renderApp('/staff/reports?from=yesterday');
    await screen.findByRole('figure', { name: 'Completion' }, slow);
    expect(bodies('staff/getProgressReport')[0]).not.toHaveProperty('from', 'yesterday');
    await user.type(screen.getByLabelText('From'), '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(bodies('staff/getProgressReport').at(-1)).toMatchObject({ from: '2026-09-01' }),
    );
  });

  it('shows an error with a retry when the report fails', async () => {
    stubReports({ failOnce: true });
    const user = userEvent.setup();
    renderApp('/staff/reports');
    expect(await screen.findByText('The report could not be loaded.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure', { name: 'Completion' }, slow)).toBeInTheDocument();
  });

  it('gives a counsellor the application funnel, with each step over the period and the weeks', async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }),
      'staff/listFunnelProgrammes': () => ({ body: { programs: [] } }),
      'staff/getFunnelReport': () => ({
        body: { weeks: [{ week: '2026-11-16', started: 3, submitted: 2, returned: 1, approved: 1 }] },
      }),
    });
    renderApp('/staff/reports');
    expect(await screen.findByRole('tab', { name: 'Applications' }, slow)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const chart = await screen.findByRole('figure', { name: 'Applications in the period' }, slow);
    expect(
      within(chart)
        .getAllByRole('row')
        .slice(1)
        .map((each) => each.textContent),
    ).toEqual(['Started3', 'Submitted2', 'Returned1', 'Approved1']);
    const table = screen.getByRole('table', { name: 'Applications by week' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('2026-11-163211');
  });

  it('narrows the funnel, its table and its CSV to the programme chosen, never to one the list does not hold', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:funnel');
    URL.revokeObjectURL = vi.fn();
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }),
      'staff/listFunnelProgrammes': () => ({
        body: {
          programs: [
            { pid: 'P1', pname: 'Pharmacy' },
            { pid: 'P2', pname: 'Nursing' },
          ],
        },
      }),
      'staff/getFunnelReport': (body) => ({
        body: {
          weeks: [
            (body as { pid?: string }).pid === 'P2'
              ? { week: '2026-11-23', started: 1, submitted: 0, returned: 0, approved: 0 }
              : { week: '2026-11-16', started: 3, submitted: 2, returned: 1, approved: 1 },
          ],
        },
      }),
      'staff/exportFunnelReport': () => ({ body: { filename: 'funnel.csv', csv: 'x', truncated: false } }),
    });
    const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
    const user = userEvent.setup();
    renderApp('/staff/reports?pid=ELSEWHERE');
    const picker = await screen.findByRole('combobox', { name: 'Programme' }, slow);
    expect(picker).toHaveTextContent('All programmes');
    await screen.findByRole('table', { name: 'Applications by week' }, slow);
    expect(bodies('staff/getFunnelReport')[0]).not.toHaveProperty('pid');
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Nursing' }));
    const weekRows = () =>
      within(screen.getByRole('table', { name: 'Applications by week' })).getAllByRole('row');
    await vi.waitFor(() => expect(weekRows()[1]?.textContent).toBe('2026-11-231000'));
    expect(bodies('staff/getFunnelReport').at(-1)).toMatchObject({ pid: 'P2' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(bodies('staff/exportFunnelReport')).toHaveLength(1));
    expect(bodies('staff/exportFunnelReport')[0]).toMatchObject({ pid: 'P2' });
  });

  it("shows a chosen assessment's score bands and item analysis", async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(instructorGrants) }),
      'staff/listTaughtAssessments': () => ({
        body: {
          assessments: [
            {
              assessid: 'A1',
              quiztype: 'assess',
              title: 'Midterm',
              bpid: 'B1',
              tid: 'C-101',
              enddate: null,
              submitted: 2,
              unmarked: 0,
            },
          ],
        },
      }),
      'staff/getAssessmentReport': () => ({
        body: {
          title: 'Midterm',
          attempts: 2,
          bands: [0, 1, 0, 0, 0, 0, 0, 1, 0, 0],
          items: [{ iid: 'i1', n: 1, question: 'Pick A', facility: 1, discrimination: null }],
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/staff/reports?report=assessments');
    await user.click(await screen.findByRole('combobox', { name: 'Assessment' }, slow));
    await user.click(screen.getByRole('option', { name: 'Midterm' }));
    expect(await screen.findByText('2 submitted attempts.', {}, slow)).toBeInTheDocument();
    const bands = screen.getByRole('table', { name: 'Attempts by score' });
    expect(within(bands).getAllByRole('row')[2]?.textContent).toBe('10-19 %1');
    const items = screen.getByRole('table', { name: 'Item analysis' });
    expect(within(items).getAllByRole('row')[1]?.textContent).toBe('Q1Pick A1–');
  });
});
