import type { ProjectCourse, ReviewThreadDetail } from '@aula/contract/staff-project';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { counsellorGrants, instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Kofi <img src=x onerror="window.__hacked = true">';
const bcid = 'PV-2026-pv101';
const eid = 'kofi@example.test';

const course: ProjectCourse = {
  bcid,
  courseTitle: 'Principles of Pharmacovigilance',
  batchTitle: 'PV 2026',
  awaiting: 1,
  objectives: [
    { objid: 'po1', otitle: 'Plan the audit', ntitle: 'ADR audit', awaiting: 1 },
    { objid: 'po2', otitle: 'Report', ntitle: 'ADR audit', awaiting: 0 },
  ],
};

function thread(overrides: Partial<ReviewThreadDetail> = {}): ReviewThreadDetail {
  return {
    eid,
    objid: 'po1',
    otitle: 'Plan the audit',
    learnerName: hostile,
    objStatus: 1,
    approvedMessageId: null,
    approvedAt: null,
    version: 4,
    messages: [
      {
        id: 11,
        author: 'learner',
        uname: hostile,
        message: 'My plan: <b>Ward 4</b>',
        fileName: 'plan.pdf',
        fileUrl: `/files/project-review/${bcid}/po1/${encodeURIComponent(eid)}/11`,
        fileType: 'application/pdf',
        postedAt: '2026-11-12T03:45:00Z',
        replies: [{ id: 12, uname: 'Dr. Rao', message: 'Add the month.', postedAt: '2026-11-12T05:00:00Z' }],
      },
      {
        id: 13,
        author: 'learner',
        uname: hostile,
        message: 'October 2026.',
        fileName: null,
        fileUrl: null,
        fileType: null,
        postedAt: '2026-11-13T03:45:00Z',
        replies: [],
      },
    ],
    ...overrides,
  };
}

function stubReview({ stale = false } = {}) {
  let current = thread();
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants, 'Dr. Rao') }),
    'staff/listProjectCourses': () => ({ body: { rows: [course] } }),
    'staff/listProjectThreads': () => ({
      body: {
        rows: [
          {
            eid,
            learnerName: hostile,
            objStatus: 1 as const,
            lastMessageAt: '2026-11-13T03:45:00Z',
            awaiting: true,
          },
        ],
        total: 1,
      },
    }),
    'staff/getProjectThread': () => ({ body: current }),
    'staff/decideProjectMessage': (body) => {
      if (stale) {
        return {
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'The thread changed since you opened it.' } },
        };
      }
      const decision = (body as { decision: string }).decision;
      current = thread({ objStatus: decision === 'approve' ? 2 : 3, version: 5 });
      return { body: current };
    },
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { api, bodies };
}

const threadPath = `/staff/project?course=${bcid}&objective=po1&learner=${encodeURIComponent(eid)}`;

describe('the staff project review', { timeout: 30_000 }, () => {
  it('goes from course to objective to a learner’s thread, every learner string as text', async () => {
    const { bodies } = stubReview();
    const user = userEvent.setup();
    renderApp('/staff/project');
    expect(await screen.findByText('Choose a course to see its project.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.click(
      screen.getByRole('option', { name: 'Principles of Pharmacovigilance · PV 2026 (1 awaiting review)' }),
    );
    await user.click(await screen.findByRole('combobox', { name: 'Objective' }));
    await user.click(screen.getByRole('option', { name: 'ADR audit: Plan the audit (1 awaiting review)' }));
    const table = await screen.findByRole('table', { name: "Learners' threads, latest message first" }, slow);
    expect(within(table).getByText('Awaiting review')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Awaiting review only' }));
    await waitFor(() =>
      expect(bodies('staff/listProjectThreads').at(-1)).toEqual({
        oid: 'ORG1',
        bcid,
        objid: 'po1',
        awaiting: true,
        page: 0,
      }),
    );
    await user.click(within(table).getByRole('button', { name: hostile }));
    const messages = await screen.findByRole('list', { name: 'Messages, oldest first' }, slow);
    expect(bodies('staff/getProjectThread')).toEqual([{ oid: 'ORG1', bcid, objid: 'po1', eid }]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `${hostile} · Plan the audit` })).toHaveFocus(),
    );
    expect(within(messages).getByText('My plan: <b>Ward 4</b>')).toBeInTheDocument();
    expect(within(messages).getByText('Add the month.')).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'plan.pdf' })).toHaveAttribute(
      'href',
      thread().messages[0]?.fileUrl,
    );
    expect(document.querySelector('main img, main b')).toBeNull();
  });

  it('returns a message only with a comment, and approves one with an optional comment', async () => {
    const { bodies } = stubReview();
    const user = userEvent.setup();
    renderApp(threadPath);
    const messages = await screen.findByRole('list', { name: 'Messages, oldest first' }, slow);
    const latest = within(messages).getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(latest).getByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(
      await within(dialog).findByText('Write the learner a comment saying what to change.'),
    ).toBeInTheDocument();
    expect(bodies('staff/decideProjectMessage')).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Comment for the learner/ }),
      'Name the ward.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    const said = await screen.findByText(`Returned: ${hostile} sees your comment.`);
    expect(said.closest('[role="status"]')).toHaveFocus();
    expect(bodies('staff/decideProjectMessage')).toEqual([
      {
        oid: 'ORG1',
        bcid,
        objid: 'po1',
        eid,
        messageId: 13,
        decision: 'return',
        comment: 'Name the ward.',
        version: 4,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = within(await screen.findByRole('list', { name: 'Messages, oldest first' })).getAllByRole(
      'listitem',
    )[1] as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve this message?' });
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(`Approved: ${hostile} sees the objective approved, and the next one opens.`),
    ).toBeInTheDocument();
    expect(bodies('staff/decideProjectMessage').at(-1)).toEqual({
      oid: 'ORG1',
      bcid,
      objid: 'po1',
      eid,
      messageId: 13,
      decision: 'approve',
      version: 5,
    });
    // Approved is final: no decision buttons remain.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('keeps the comment and says why when the server refuses the decision', async () => {
    stubReview({ stale: true });
    const user = userEvent.setup();
    renderApp(threadPath);
    const messages = await screen.findByRole('list', { name: 'Messages, oldest first' }, slow);
    await user.click(within(messages).getAllByRole('button', { name: 'Return' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Return this message?' });
    const box = within(dialog).getByRole('textbox', { name: /Comment for the learner/ });
    await user.type(box, 'Name the ward.');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('The thread changed since you opened it.')).toBeInTheDocument();
    expect(box).toHaveValue('Name the ward.');
  });

  it('is not open to a counsellor, and asks the server nothing for them', async () => {
    const api = stubStaffApi(vi, { 'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }) });
    renderApp('/staff/project');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not open to your role' }, slow),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.name.startsWith('staff/'))).toBe(false);
  });
});
