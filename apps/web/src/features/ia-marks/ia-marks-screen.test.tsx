import type { IaMarks } from '@aula/contract/ia-marks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { enrolledIn, enrolledProgram } from '../../test/enrolled-programs.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const hour = 3_600_000;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

function marksFor(bpid: string, semester: number): IaMarks {
  if (bpid !== 'B1' || semester !== 1) return { bpid, semester, windowHours: 48, courses: [] };
  return {
    bpid,
    semester,
    windowHours: 48,
    courses: [
      {
        tid: 'pv101',
        ttitle: 'Principles of Pharmacovigilance',
        marks: [
          {
            iaid: 'ia-open',
            name: 'IA 1',
            marks: 21,
            maxMarks: 25,
            concern: null,
            concernAnswer: null,
            visibleAt: iso(-10),
            windowClosesAt: iso(38),
            windowOpen: true,
          },
        ],
      },
      {
        tid: 'pv102',
        ttitle: 'Adverse Drug Reaction Reporting',
        marks: [
          {
            iaid: 'ia-closed',
            name: 'IA 1',
            marks: 16,
            maxMarks: 25,
            concern: null,
            concernAnswer: null,
            visibleAt: iso(-72),
            windowClosesAt: iso(-24),
            windowOpen: false,
          },
        ],
      },
    ],
  };
}

function stubMarks(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    getUserTotalProgress: () => ({
      body: enrolledIn([
        enrolledProgram('B1', 'Certificate in Pharmacovigilance'),
        enrolledProgram('B2', 'Diploma'),
      ]),
    }),
    getIaMarks: (body) => {
      const { bpid, semester } = body as { bpid: string; semester: number };
      return { body: marksFor(bpid, semester) };
    },
    ...handlers,
  });
}

describe('the IA marks (/iamarks)', { timeout: 20_000 }, () => {
  it('shows a table per course of the first program in semester 1, with the 48-hour note', async () => {
    stubMarks();
    renderApp('/iamarks');
    const course = await screen.findByRole(
      'region',
      { name: 'Principles of Pharmacovigilance' },
      { timeout: 10_000 },
    );
    for (const header of ['IA Names', 'Marks Scored', 'Concern Status']) {
      expect(within(course).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(course).getByRole('rowheader', { name: 'IA 1' })).toBeInTheDocument();
    expect(within(course).getByText('21 / 25')).toBeInTheDocument();
    expect(within(course).getByRole('button', { name: 'Raise Concern about IA 1' })).toBeEnabled();
    const closed = screen.getByRole('region', { name: 'Adverse Drug Reaction Reporting' });
    expect(within(closed).getByRole('button', { name: 'Raise Concern about IA 1' })).toBeDisabled();
    expect(within(closed).getByRole('button', { name: 'No Concern about IA 1' })).toBeDisabled();
    expect(within(closed).getByText('The 48-hour window has closed.')).toBeInTheDocument();
    expect(screen.getByText(/available only for 48 hours from the time of visibility/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveDisplayValue(
      'Certificate in Pharmacovigilance',
    );
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveDisplayValue('Semester 1');
  });

  it('asks again for the chosen program and semester', async () => {
    const api = stubMarks();
    const user = userEvent.setup();
    renderApp('/iamarks');
    const semester = await screen.findByRole('combobox', { name: 'Semester' }, { timeout: 10_000 });
    expect(
      within(semester)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Semester ${n}`));
    await user.selectOptions(semester, 'Semester 2');
    expect(
      await screen.findByText('No marks have been published for this semester yet.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Diploma');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.name === 'getIaMarks').at(-1)?.body).toMatchObject({
        bpid: 'B2',
        semester: 2,
      }),
    );
  });

  it("records the learner's answer and shows it", async () => {
    const api = stubMarks({
      updateIaConcern: (body) => {
        const { concern } = body as { concern: 'raised' | 'none' };
        const mark = marksFor('B1', 1).courses[0]?.marks[0];
        if (!mark) throw new Error('fixture');
        return { body: { ...mark, concern } };
      },
    });
    const user = userEvent.setup();
    renderApp('/iamarks');
    const course = await screen.findByRole(
      'region',
      { name: 'Principles of Pharmacovigilance' },
      { timeout: 10_000 },
    );
    await user.click(within(course).getByRole('button', { name: 'Raise Concern about IA 1' }));
    expect(await within(course).findByText('Concern raised')).toBeInTheDocument();
    expect(within(course).getByRole('button', { name: 'Raise Concern about IA 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.calls.find((call) => call.name === 'updateIaConcern')?.body).toEqual({
      oid: 'ORG1',
      eid: learnerSession().user.username,
      bpid: 'B1',
      iaid: 'ia-open',
      concern: 'raised',
    });
  });

  it("shows staff's answer to a raised concern as text, the concern closed and its buttons disabled", async () => {
    const answered = marksFor('B1', 1);
    const mark = answered.courses[0]?.marks[0];
    if (!mark) throw new Error('fixture');
    mark.concern = 'raised';
    mark.concernAnswer = { text: '<b>Rechecked</b>: 21 stands.', answeredAt: iso(-1) };
    stubMarks({ getIaMarks: () => ({ body: answered }) });
    renderApp('/iamarks');
    const course = await screen.findByRole(
      'region',
      { name: 'Principles of Pharmacovigilance' },
      { timeout: 10_000 },
    );
    expect(within(course).getByText('Concern answered')).toBeInTheDocument();
    expect(within(course).getByText('<b>Rechecked</b>: 21 stands.')).toBeInTheDocument();
    expect(within(course).getByText(/^Answer from your instructor/)).toBeInTheDocument();
    expect(within(course).getByText('This concern is closed.')).toBeInTheDocument();
    expect(within(course).getByRole('button', { name: 'Raise Concern about IA 1' })).toBeDisabled();
    expect(within(course).getByRole('button', { name: 'No Concern about IA 1' })).toBeDisabled();
  });

  it("gives the window's end on the university's clock, its zone named, whatever the device's", async () => {
    const marks = marksFor('B1', 1);
    const mark = marks.courses[0]?.marks[0];
    if (!mark) throw new Error('fixture');
    // 10:00 in India (the organisation's Asia/Kolkata) is 04:30 UTC.
    mark.windowClosesAt = '2026-11-30T04:30:00.000Z';
    stubMarks({ getIaMarks: () => ({ body: marks }) });
    renderApp('/iamarks');
    const course = await screen.findByRole(
      'region',
      { name: 'Principles of Pharmacovigilance' },
      { timeout: 10_000 },
    );
    expect(within(course).getByText(/^You can answer until/)).toHaveTextContent(
      /^You can answer until Nov 30, 2026, 10:00\sAM \(GMT\+5:30\)\.$/,
    );
  });

  it('says the window has closed when the server refuses a late answer', async () => {
    stubMarks({
      updateIaConcern: () =>
        refusal(409, 'CONFLICT', 'The 48-hour window to respond to these marks has closed.'),
    });
    const user = userEvent.setup();
    renderApp('/iamarks');
    const course = await screen.findByRole(
      'region',
      { name: 'Principles of Pharmacovigilance' },
      { timeout: 10_000 },
    );
    await user.click(within(course).getByRole('button', { name: 'No Concern about IA 1' }));
    expect(
      await screen.findByText('The 48-hour window to respond to these marks has closed.'),
    ).toBeInTheDocument();
  });

  it('says so when the learner has no program, and offers Retry when the marks cannot be loaded', async () => {
    const api = stubMarks({ getIaMarks: () => refusal(500, 'INTERNAL', 'Boom') });
    const user = userEvent.setup();
    renderApp('/iamarks');
    expect(
      await screen.findByText('We could not load your IA marks.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    api.answer('getIaMarks', () => ({ body: marksFor('B1', 1) }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('region', { name: 'Principles of Pharmacovigilance' }),
    ).toBeInTheDocument();
  });

  it('tells a learner without programs that there is nothing to show', async () => {
    stubMarks({ getUserTotalProgress: () => ({ body: enrolledIn([]) }) });
    renderApp('/iamarks');
    expect(
      await screen.findByText('You are not enrolled in any program yet.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
