import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OperationOutput } from '../../lib/api-client.ts';
import { saveCurrentProgram } from '../../lib/current-program.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession } from '../../test/session.ts';

/** The first visit of a page waits for its lazily loaded code, which is slow on a busy machine. */
const slow = { timeout: 15_000 };

const session = learnerSession();

const program: OperationOutput<'getProgram'> = {
  pid: 'PV',
  bpid: 'PV-2026',
  pname: 'Certificate in <b>Pharmacovigilance</b>',
  ptitle: 'Certificate in Pharmacovigilance',
  pimage: 'images/pv.svg',
  btitle: 'July 2026 intake',
  pdur: '6 months',
  psd: '2026-07-01',
  ped: '2027-01-31',
  per: 29,
  pinfo: { duration: '6 months', format: 'Online', credits: 16 },
  poverview: '<p>Medicines save lives.</p><img src=x onerror="window.__hacked = true">',
  pfeatures: '<ul><li>Four courses</li></ul>',
  poutcomes: '',
  pinstructors: [
    {
      title: 'Programme faculty',
      value: [{ name: 'Dr. Meera Raghavan', designation: 'Professor', org: 'ADU', pic: 'people/meera.svg' }],
    },
  ],
  ccoordinator: {
    name: 'Ms. Lakshmi Iyer',
    designation: 'Coordinator',
    org: 'ADU',
    pic: 'people/lakshmi.svg',
  },
  pcurriculum: [
    {
      tid: 'pv101',
      tlabel: 'Course 1',
      tduration: 4,
      ttitle: 'Principles',
      tunits: ['Foundations', 'Reporting'],
    },
    { tid: 'pv102', tlabel: 'Course 2', tduration: 1, ttitle: 'Reporting forms', tunits: [] },
  ],
  pfaq: [],
};

const schedule: OperationOutput<'getAcademicSchedule'> = {
  bpid: 'PV-2026',
  pid: 'PV',
  ptitle: 'Certificate in Pharmacovigilance',
  btitle: 'July 2026 intake',
  psd: '2026-07-01',
  ped: '2027-01-31',
  courses: [
    {
      bcid: 'b1',
      tid: 'pv101',
      ttitle: 'Principles',
      tdur: 4,
      telective: false,
      startWeek: 1,
      endWeek: 4,
      startDay: '2026-07-01',
      endDay: '2026-07-28',
    },
    {
      bcid: 'b2',
      tid: 'pv104',
      ttitle: 'Regulation',
      tdur: 1,
      telective: true,
      startWeek: 5,
      endWeek: 5,
      startDay: '2026-07-29',
      endDay: '2026-08-04',
    },
  ],
  events: [
    { evid: 'e1', title: 'Mid-term assessment opens', start: '2026-11-16', link: '/tests' },
    { evid: 'e2', title: 'Webinar', start: '2026-12-02', link: 'https://example.edu/webinar' },
  ],
};

function stubLearner(handlers: ApiHandlers = {}) {
  saveCurrentProgram(session.user.username, { pid: 'PV', bpid: 'PV-2026', ptitle: program.ptitle });
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: session }),
    getProgram: () => ({ body: program }),
    getAcademicSchedule: () => ({ body: schedule }),
    getAnnouncements: () => ({ body: { announcements: [] } }),
    ...handlers,
  });
}

describe('the program information pages', { timeout: 20_000 }, () => {
  it('opens on tab 0 with the program texts and its people, sanitised', async () => {
    const api = stubLearner();
    renderApp('/myPrograms/programinfo?tab=0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate in Pharmacovigilance' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('July 2026 intake · 01 Jul 2026 to 31 Jan 2027')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Program Info', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Medicines save lives.')).toBeInTheDocument();
    expect(screen.getByText('Dr. Meera Raghavan')).toBeInTheDocument();
    expect(screen.getByText('Ms. Lakshmi Iyer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Outcomes' })).not.toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(api.calls.find((call) => call.name === 'getProgram')?.body).toEqual({
      oid: 'ORG1',
      pid: 'PV',
      bpid: 'PV-2026',
    });
  });

  it('shows the syllabus on tab 4 and at /myPrograms/syllabus', async () => {
    stubLearner();
    renderApp('/myPrograms/syllabus');
    expect(await screen.findByRole('tab', { name: 'Syllabus', selected: true }, slow)).toBeInTheDocument();
    const syllabus = screen.getByRole('list', { name: 'Syllabus' });
    expect(within(syllabus).getByText('Course 1 · 4 weeks')).toBeInTheDocument();
    expect(within(syllabus).getByText('Course 2 · 1 week')).toBeInTheDocument();
    const units = within(syllabus).getByRole('list', { name: 'Units of Principles' });
    expect(
      within(units)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Foundations', 'Reporting']);
  });

  it('shows the academic schedule on tab 6: courses by week, then the events', async () => {
    stubLearner();
    renderApp('/myPrograms/programinfo?tab=6');
    const table = await screen.findByRole('table', { name: 'Courses' }, slow);
    // It scrolls sideways on a narrow screen, so the keyboard can reach it (axe scrollable-region-focusable).
    expect(screen.getByRole('region', { name: 'Courses' })).toHaveAttribute('tabindex', '0');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Course', 'Weeks', 'Dates'],
      ['Principles', 'Weeks 1–4', '01 Jul 2026 – 28 Jul 2026'],
      ['RegulationElective', 'Week 5', '29 Jul 2026 – 04 Aug 2026'],
    ]);
    expect(screen.getByRole('link', { name: 'Mid-term assessment opens' })).toHaveAttribute('href', '/tests');
    expect(screen.getByRole('link', { name: 'Webinar' })).toHaveAttribute(
      'href',
      'https://example.edu/webinar',
    );
    expect(screen.getByText('16 Nov 2026')).toBeInTheDocument();
  });

  it("changes tab through the address and shows the program's announcements on tab 5", async () => {
    const api = stubLearner();
    const user = userEvent.setup();
    renderApp('/myPrograms/programinfo?tab=0');
    await user.click(await screen.findByRole('tab', { name: 'Announcements' }, slow));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/myPrograms/programinfo?tab=5'),
    );
    expect(await screen.findByRole('tab', { name: 'Announcements', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.name === 'getAnnouncements')).toBe(true));
    expect(api.calls.find((call) => call.name === 'getAnnouncements')?.body).toMatchObject({
      bpid: 'PV-2026',
    });
    expect(await screen.findByText('No Announcements')).toBeInTheDocument();
  });

  it('goes to the dashboard without a current program', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      'auth/currentSession': () => ({ body: session }),
    });
    renderApp('/myPrograms/programinfo?tab=4');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/), slow);
  });
});
