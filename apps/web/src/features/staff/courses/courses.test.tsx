import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Kofi <img src=x onerror="window.__hacked = true">';

const course = {
  bcid: 'B1-C101',
  tid: 'C-101',
  ttitle: 'Pharmacology',
  bpid: 'B1',
  batchTitle: '2026',
  pname: 'Diploma in Pharmacy',
  learners: 2,
};

const rosterPage = {
  course,
  objects: 4,
  rows: [
    {
      eid: 'kofi@example.edu',
      name: hostile,
      email: 'kofi@example.edu',
      done: 1,
      timeSpent: 600,
      lastActive: '2026-11-02T09:30:00+05:30',
    },
    {
      eid: 'ama@example.edu',
      name: 'Ama Owusu',
      email: 'ama@example.edu',
      done: 4,
      timeSpent: 3_900,
      lastActive: null,
    },
  ],
  total: 2,
};

const switches = switchesWith(true);

/** The course's switches with its one nugget on or off. */
function switchesWith(nuggetOn: boolean) {
  return {
    course,
    units: [
      {
        unit: 'Unit 1',
        phase: 'course' as const,
        nuggets: [
          {
            nid: 'N1',
            ntitle: 'Dosage forms',
            enabled: nuggetOn,
            objects: [{ oid: 'O1', otitle: 'Reading', otype: 'pdf', enabled: true }],
          },
        ],
      },
    ],
    feedback: [{ kind: 'instructorFeedback' as const, enabled: false }],
  };
}

let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:roster';
  });
  URL.revokeObjectURL = vi.fn();
});

function stubCourses() {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants) }),
    'staff/listTaughtCourses': () => ({ body: { courses: [course] } }),
    'staff/getCourseRoster': () => ({ body: rosterPage }),
    'staff/exportCourseRoster': () => ({
      body: { filename: 'roster.csv', csv: 'Name\r\n', truncated: false },
    }),
    'staff/getCourseSwitches': () => ({ body: switches }),
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { api, bodies };
}

describe('my courses', { timeout: 30_000 }, () => {
  it('lists the courses the instructor teaches, each leading to its page', async () => {
    stubCourses();
    const user = userEvent.setup();
    renderApp('/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff' }, slow);
    await user.click(within(nav).getByRole('link', { name: 'My courses' }));
    const table = await screen.findByRole('table', { name: 'Courses you teach' }, slow);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('PharmacologyDiploma in Pharmacy20262');
    await user.click(within(table).getByRole('link', { name: 'Pharmacology' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pharmacology' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Diploma in Pharmacy · 2026')).toBeInTheDocument();
  });

  it("shows the roster's progress, names as text, and searches, sorts and exports on the server", async () => {
    const { bodies } = stubCourses();
    const user = userEvent.setup();
    renderApp('/staff/courses/B1-C101');
    const table = await screen.findByRole('table', { name: 'Learners of this course' }, slow);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(hostile);
    expect(rows[1]).toHaveTextContent('1 of 4');
    expect(rows[1]).toHaveTextContent('10 min');
    expect(rows[2]).toHaveTextContent('4 of 4');
    expect(rows[2]).toHaveTextContent('1 h 5 min');
    expect(rows[2]).toHaveTextContent('Never');
    expect(document.querySelector('main img')).toBeNull();
    expect(bodies('staff/getCourseRoster')[0]).toEqual({
      oid: 'ORG1',
      bcid: 'B1-C101',
      sort: 'name',
      direction: 'asc',
      page: 0,
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'kofi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies('staff/getCourseRoster').at(-1)).toMatchObject({ search: 'kofi' }));
    await user.click(within(table).getByRole('button', { name: 'Objects done' }));
    await waitFor(() =>
      // A count sorts most first, as TanStack Table starts a number column.
      expect(bodies('staff/getCourseRoster').at(-1)).toMatchObject({
        search: 'kofi',
        sort: 'done',
        direction: 'desc',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(bodies('staff/exportCourseRoster')).toEqual([
      { oid: 'ORG1', bcid: 'B1-C101', search: 'kofi', sort: 'done', direction: 'desc' },
    ]);
  });

  it('switches a nugget by keyboard, and offers Retry when the save fails', async () => {
    const { api, bodies } = stubCourses();
    api.answer('staff/setCourseSwitch', () => refusal(409, 'CONFLICT', 'The course changed meanwhile.'));
    const user = userEvent.setup();
    renderApp('/staff/courses/B1-C101');
    await user.click(await screen.findByRole('tab', { name: 'Units and nuggets' }, slow));
    const nugget = await screen.findByRole('switch', { name: 'Dosage forms' }, slow);
    expect(nugget).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Reading' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Instructor feedback' })).not.toBeChecked();

    nugget.focus();
    await user.keyboard(' ');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“Dosage forms” was not saved: The course changed meanwhile.');
    expect(bodies('staff/setCourseSwitch')).toEqual([
      { oid: 'ORG1', bcid: 'B1-C101', kind: 'nugget', target: 'N1', enabled: false },
    ]);
    // The server's state stands.
    expect(nugget).toBeChecked();

    api.answer('staff/setCourseSwitch', () => ({ body: { kind: 'nugget', target: 'N1', enabled: false } }));
    api.answer('staff/getCourseSwitches', () => ({ body: switchesWith(false) }));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Dosage forms' })).not.toBeChecked());
    expect(bodies('staff/setCourseSwitch')).toHaveLength(2);
    expect(screen.getByText('Off while its nugget is off.')).toBeInTheDocument();

    // The feedback form's switch sends no target.
    await user.click(screen.getByRole('switch', { name: 'Instructor feedback' }));
    await waitFor(() =>
      expect(bodies('staff/setCourseSwitch').at(-1)).toEqual({
        oid: 'ORG1',
        bcid: 'B1-C101',
        kind: 'instructorFeedback',
        enabled: true,
      }),
    );
  });
});
