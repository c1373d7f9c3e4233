import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Kofi <img src=x onerror="window.__hacked = true">';

function stubQueue() {
  let anonymous = false;
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants) }),
    'staff/listTaughtAssessments': () => ({
      body: {
        assessments: [
          {
            assessid: 'EX-1',
            quiztype: 'assess' as const,
            title: 'Pharmacology exam',
            bpid: 'B-1',
            tid: 'C-101',
            enddate: null,
            submitted: 2,
            unmarked: 1,
          },
        ],
      },
    }),
    'staff/listMarking': () => ({
      body: {
        title: 'Pharmacology exam',
        quiztype: 'assess' as const,
        anonymous,
        rows: [
          {
            ...(anonymous
              ? { eid: 'participant-3', name: null, participant: 3 }
              : { eid: 'kofi@example.edu', name: hostile, participant: null }),
            submittedAt: '2026-12-01T10:30:00+05:30',
            status: 'unmarked' as const,
            total: 75,
          },
        ],
        total: 1,
      },
    }),
    'staff/releaseMarks': () => ({ body: { released: 3 } }),
    'staff/setAnonymousMarking': (body) => {
      anonymous = (body as { anonymous: boolean }).anonymous;
      return { body: { anonymous } };
    },
    'staff/exportMarks': () => ({ body: { filename: 'marks.csv', csv: 'Name\r\n', truncated: false } }),
  });
  return (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
}

describe('the marking queue', { timeout: 30_000 }, () => {
  it('leads from the assessments taught to the queue, filters it on the server, releases every marked attempt and exports the marks', async () => {
    const bodies = stubQueue();
    const user = userEvent.setup();
    renderApp('/staff/marking');
    const taught = await screen.findByRole('table', { name: 'Assessments and assignments you teach' }, slow);
    expect(within(taught).getAllByRole('row')[1]).toHaveTextContent('Pharmacology examAssessmentC-101—21');
    await user.click(within(taught).getByRole('link', { name: 'Pharmacology exam' }));

    const queue = await screen.findByRole('table', { name: 'Submitted attempts of Pharmacology exam' }, slow);
    const row = within(queue).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: hostile })).toHaveAttribute(
      'href',
      '/staff/marking/EX-1/kofi%40example.edu',
    );
    expect(row).toHaveTextContent('To mark');
    expect(row).toHaveTextContent('75%');
    expect(document.querySelector('main img')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Marked, not released' }));
    await vi.waitFor(() =>
      expect(bodies('staff/listMarking').at(-1)).toEqual({
        oid: 'ORG1',
        assessid: 'EX-1',
        page: 0,
        status: 'marked',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Release every marked attempt' }));
    expect(await screen.findByText('3 attempts released.')).toBeInTheDocument();
    expect(bodies('staff/releaseMarks')).toEqual([{ oid: 'ORG1', assessid: 'EX-1' }]);

    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:marks';
    });
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(bodies('staff/exportMarks')).toEqual([{ oid: 'ORG1', assessid: 'EX-1', status: 'marked' }]);
  });

  it('marks anonymously: learners by number, their usernames nowhere', async () => {
    const bodies = stubQueue();
    const user = userEvent.setup();
    renderApp('/staff/marking/EX-1');
    const anonymous = await screen.findByRole('switch', { name: 'Anonymous marking' }, slow);
    expect(anonymous).not.toBeChecked();
    await user.click(anonymous);
    expect(bodies('staff/setAnonymousMarking')).toEqual([{ oid: 'ORG1', assessid: 'EX-1', anonymous: true }]);
    const link = await screen.findByRole('link', { name: 'Participant 3' }, slow);
    expect(link).toHaveAttribute('href', '/staff/marking/EX-1/participant-3');
    expect(screen.getByRole('switch', { name: 'Anonymous marking' })).toBeChecked();
    expect(screen.queryByText('kofi@example.edu')).toBeNull();
  });
});
