import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Kofi <img src=x onerror="window.__hacked = true">';
const exam = {
  assessid: 'EX-1',
  title: 'Pharmacology final',
  bpid: 'B1',
  tid: 'C-101',
  startdate: '2026-12-01T04:30:00.000Z',
  enddate: '2026-12-01T05:30:00.000Z',
};
const kofi = {
  eid: 'kofi@example.edu',
  name: hostile,
  extraMinutes: 30,
  windowStart: null,
  windowEnd: null,
  enddate: '2026-12-01T06:00:00.000Z',
  reason: 'Assessed need <b>documented</b>',
  grantedBy: 'priya.raman@example.edu',
  grantedAt: '2026-11-20T09:00:00.000Z',
};

/** The server: the accommodations of EX-1, granted and removed as the screen asks. */
function stubExtraTime() {
  let rows = [kofi];
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants) }),
    'staff/listTimedAssessments': () => ({ body: { rows: [exam] } }),
    'staff/listAccommodations': () => ({ body: { assessment: exam, rows } }),
    'staff/setAccommodation': (body) => {
      const {
        eid,
        extraMinutes = 0,
        reason,
      } = body as { eid: string; extraMinutes?: number; reason: string };
      if (eid === 'stranger@example.edu') {
        return refusal(404, 'NOT_FOUND', 'There is no such learner in this course.');
      }
      const row = {
        ...kofi,
        eid,
        name: 'Ama Owusu',
        extraMinutes,
        reason,
        enddate: new Date(Date.parse(exam.enddate) + extraMinutes * 60_000).toISOString(),
      };
      rows = [...rows.filter((other) => other.eid !== eid), row];
      return { body: row };
    },
    'staff/removeAccommodation': (body) => {
      const { eid } = body as { eid: string };
      rows = rows.filter((row) => row.eid !== eid);
      return { body: { removed: true } };
    },
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return {
    grants: () => bodies('staff/setAccommodation'),
    removals: () => bodies('staff/removeAccommodation'),
  };
}

/** The outcome said above the list (the page's address is a status too). */
const outcome = async (text: string) =>
  (await screen.findByText(text, { exact: false })).closest('[role="status"], [role="alert"]');

const table = () => screen.findByRole('table', { name: 'Learners with extra time on this assessment' }, slow);

async function fill(user: ReturnType<typeof userEvent.setup>, eid: string, minutes: string, reason: string) {
  const form = screen.getByRole('form', { name: 'Grant extra time' });
  await user.type(within(form).getByRole('textbox', { name: "Learner's e-mail" }), eid);
  await user.type(within(form).getByRole('spinbutton', { name: 'Extra minutes' }), minutes);
  if (reason) await user.type(within(form).getByRole('textbox', { name: 'Reason' }), reason);
  await user.click(within(form).getByRole('button', { name: 'Grant extra time' }));
}

describe('extra time', { timeout: 30_000 }, () => {
  it('offers the taught assessments and lists the chosen one’s accommodations, learner strings as text', async () => {
    stubExtraTime();
    const user = userEvent.setup();
    renderApp('/staff/extra-time');
    await user.click(await screen.findByRole('combobox', { name: 'Timed assessment' }, slow));
    await user.click(await screen.findByRole('option', { name: /Pharmacology final/ }));
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(hostile);
    expect(rows[1]).toHaveTextContent('30 extra minutes');
    expect(rows[1]).toHaveTextContent('Assessed need <b>documented</b>');
    expect(document.querySelector('main img, main b')).toBeNull();
  });

  it('grants minutes with a reason, says the new end and lists it', async () => {
    const { grants } = stubExtraTime();
    const user = userEvent.setup();
    renderApp('/staff/extra-time?assessid=EX-1');
    await table();
    await fill(user, 'Ama@Example.edu', '10', 'Injury to the writing hand');
    const notice = await outcome('Extra time granted to Ama Owusu: their end is now');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveFocus();
    expect(grants()).toEqual([
      {
        oid: 'ORG1',
        assessid: 'EX-1',
        eid: 'ama@example.edu',
        extraMinutes: 10,
        reason: 'Injury to the writing hand',
      },
    ]);
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(3));
  });

  it("grants a later window, read in the university's time, without minutes", async () => {
    const { grants } = stubExtraTime();
    const user = userEvent.setup();
    renderApp('/staff/extra-time?assessid=EX-1');
    await table();
    const form = screen.getByRole('form', { name: 'Grant extra time' });
    await user.type(within(form).getByRole('textbox', { name: "Learner's e-mail" }), 'ama@example.edu');
    fireEvent.change(within(form).getByLabelText('Window opens'), { target: { value: '2026-12-02T10:00' } });
    fireEvent.change(within(form).getByLabelText('Window closes'), { target: { value: '2026-12-02T11:30' } });
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Clash with a hospital shift');
    await user.click(within(form).getByRole('button', { name: 'Grant extra time' }));
    await outcome('Extra time granted to Ama Owusu');
    expect(grants()).toEqual([
      {
        oid: 'ORG1',
        assessid: 'EX-1',
        eid: 'ama@example.edu',
        window: { start: '2026-12-02T04:30:00.000Z', end: '2026-12-02T06:00:00.000Z' },
        reason: 'Clash with a hospital shift',
      },
    ]);
  });

  it('asks for the reason and whole minutes before sending anything', async () => {
    const { grants } = stubExtraTime();
    const user = userEvent.setup();
    renderApp('/staff/extra-time?assessid=EX-1');
    await table();
    await fill(user, 'ama@example.edu', '700', '');
    expect(await screen.findByText('Give the reason for the extra time.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of minutes from 1 to 600.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Grant extra time' });
    await user.clear(within(form).getByRole('spinbutton', { name: 'Extra minutes' }));
    fireEvent.change(within(form).getByLabelText('Window opens'), { target: { value: '2026-12-02T10:00' } });
    await user.click(within(form).getByRole('button', { name: 'Grant extra time' }));
    expect(
      await screen.findByText(/Give both the opening and the closing of the window/),
    ).toBeInTheDocument();
    expect(grants()).toEqual([]);
  });

  it("says the server's refusal for a learner outside the course", async () => {
    stubExtraTime();
    const user = userEvent.setup();
    renderApp('/staff/extra-time?assessid=EX-1');
    await table();
    await fill(user, 'stranger@example.edu', '10', 'Reason');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such learner in this course.');
  });

  it('removes a learner’s extra time', async () => {
    const { removals } = stubExtraTime();
    const user = userEvent.setup();
    renderApp('/staff/extra-time?assessid=EX-1');
    await table();
    await user.click(screen.getByRole('button', { name: `Remove the extra time of ${hostile}` }));
    expect(await outcome(`The extra time of ${hostile} was removed`)).toHaveAttribute('role', 'status');
    expect(removals()).toEqual([{ oid: 'ORG1', assessid: 'EX-1', eid: 'kofi@example.edu' }]);
    expect(await screen.findByText('No learner has extra time on this assessment.')).toBeInTheDocument();
  });
});
