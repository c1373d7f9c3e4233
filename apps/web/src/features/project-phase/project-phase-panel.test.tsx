import type { Course } from '@aula/contract/course';
import type { ProjectPhase, ProjectThreadAnswer } from '@aula/contract/project-phase';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession } from '../../test/session.ts';

/** The page's first paint loads its code and catalogues: on a busy machine that takes a while. */
const firstPaint = { timeout: 10_000 };
const bcid = 'PV-2026-pv101';
const course: Course = {
  bcid,
  bpid: 'PV-2026',
  pid: 'PV',
  tid: 'pv101',
  ttitle: 'Principles of Pharmacovigilance',
  ptitle: 'Certificate in Pharmacovigilance',
  tduration: 4,
  tdescription: '',
};

const objective = (
  oid: string,
  otitle: string,
  extra: Partial<ProjectPhase['nuggets'][number]['objects'][number]>,
) => ({
  oid,
  otitle,
  otype: 'objective' as const,
  ourl: null,
  description: null,
  fileEnable: true,
  userOP: { op: 1 as const },
  lock: null,
  objStatus: 1 as const,
  ...extra,
});

const phase: ProjectPhase = {
  bcid,
  nuggets: [
    {
      nid: 'p1',
      unit: 'Project',
      ntitle: 'An ADR audit',
      nduration: 600,
      nenabled: true,
      objects: [
        objective('po1', 'Objective 1: plan', { objStatus: 2, userOP: { op: 2 } }),
        objective('po2', 'Objective 2: review', {
          lock: 'previousIncomplete',
          objStatus: null,
          userOP: { op: 0 },
        }),
      ],
    },
  ],
};

const thread: ProjectThreadAnswer = {
  objid: 'po1',
  version: 3,
  changed: true,
  thread: {
    objStatus: 2,
    approvedMessageId: 2,
    approvedAt: '2026-11-10T11:00:00Z',
    messages: [
      {
        id: 1,
        uname: 'Asha Mensah',
        mine: true,
        message: 'Draft plan attached.',
        fileName: 'plan.pdf',
        fileUrl: '/files/project/1',
        fileType: 'application/pdf',
        postedAt: '2026-11-06T05:50:00Z',
        reply: [
          { id: 3, uname: 'Dr. Kavita Rao', message: 'State the month.', postedAt: '2026-11-07T04:15:00Z' },
        ],
      },
      {
        id: 2,
        uname: 'Asha Mensah',
        mine: true,
        message: 'Updated: October 2026.',
        fileName: null,
        fileUrl: null,
        fileType: null,
        postedAt: '2026-11-09T11:35:00Z',
        reply: [],
      },
    ],
  },
};

function stubProject() {
  const sent: unknown[] = [];
  const api = stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    getCourse: () => ({ body: course }),
    getProjectPhase: () => ({ body: phase }),
    getUserProjectObjects: () => ({ body: thread }),
    updateUserProjectObjects: (body) => {
      sent.push(body);
      return { body: { ...thread, version: 4 } };
    },
    getProjectApprovedMessage: () => ({
      body: {
        objectives: [
          {
            nid: 'p1',
            objid: 'po1',
            otitle: 'Objective 1: plan',
            objStatus: 2,
            approvedMessage: 'Updated: October 2026.',
            approvedAt: '2026-11-10T11:00:00Z',
          },
        ],
      },
    }),
  });
  return { api, sent };
}

describe('the Project phase tab', { timeout: 20_000 }, () => {
  it('shows the thread by day under long-form dates, with the approved-message toggle', async () => {
    stubProject();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=project`);
    expect(
      await screen.findByRole('heading', { name: 'Friday, 6 November 2026' }, firstPaint),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monday, 9 November 2026' })).toBeInTheDocument();
    expect(screen.getByText('State the month.')).toBeInTheDocument();
    expect(screen.getByText('Approved', { selector: '.MuiChip-label' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See approved message' }));
    expect(screen.queryByText('Draft plan attached.')).toBeNull();
    expect(screen.getByText('Updated: October 2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See All message' }));
    expect(screen.getByText('Draft plan attached.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview plan.pdf' }));
    expect(screen.getByRole('dialog', { name: 'plan.pdf' })).toBeInTheDocument();
  });

  it('asks again every 5 seconds with the version it has, and keeps the thread when nothing is new', async () => {
    const { api } = stubProject();
    renderApp(`/course?course=${bcid}&tab=project`);
    expect(await screen.findByText('Draft plan attached.', {}, firstPaint)).toBeInTheDocument();
    api.answer('getUserProjectObjects', () => ({
      body: { objid: 'po1', version: 3, changed: false, thread: null },
    }));
    const polls = () => api.calls.filter((call) => call.name === 'getUserProjectObjects');
    expect(polls()[0]?.body).not.toHaveProperty('version');
    await vi.waitFor(() => expect(polls().length).toBeGreaterThan(1), { timeout: 8000, interval: 250 });
    expect(polls()[1]?.body).toMatchObject({ bcid, objid: 'po1', version: 3 });
    expect(screen.getByText('Draft plan attached.')).toBeInTheDocument();
  });

  it("locks an objective whose previous one is not approved, in the spec's words", async () => {
    stubProject();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=project`);
    await user.click(await screen.findByRole('tab', { name: /Objective 2: review/ }, firstPaint));
    expect(screen.getByText('Please Complete previous object')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it("sends on Enter, refuses an empty message and a wrong file in the spec's words", async () => {
    const { sent } = stubProject();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=project`);
    const box = await screen.findByRole('textbox', { name: 'Message' }, firstPaint);
    await user.type(box, '{Enter}');
    expect(await screen.findByText('Please enter Message')).toBeInTheDocument();
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file picker');
    fireEvent.change(picker, {
      target: { files: [new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })] },
    });
    expect(
      await screen.findByText('Please upload files in the format of pdf, jpg, jpeg, png only.'),
    ).toBeInTheDocument();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 52_428_801 });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(await screen.findByText('File size is greater than 50 MB')).toBeInTheDocument();

    await user.type(box, 'Week 2 done.{Enter}');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ bcid, objid: 'po1', projectObj: { message: 'Week 2 done.' } });
    await vi.waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps a message sent offline, says so and shows it pending, then sends it once with its id', async () => {
    const { sent } = stubProject();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=project`);
    const box = await screen.findByRole('textbox', { name: 'Message' }, firstPaint);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(box, 'Written on the ward.{Enter}');
    expect(await screen.findByText('you are offline')).toBeInTheDocument();
    const pending = screen.getByRole('list', { name: 'Waiting to be sent' });
    expect(within(pending).getByText('Written on the ward.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(sent).toEqual([]);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to be sent' })).toBeNull());
    expect(screen.queryByText('you are offline')).toBeNull();
    expect(sent).toEqual([
      {
        oid: organisation.oid,
        eid: expect.any(String),
        bcid,
        objid: 'po1',
        projectObj: { message: 'Written on the ward.', clientId: expect.any(String) },
      },
    ]);
    online.mockRestore();
  });

  it("opens the 'Approved Message' dialog titled 'Project Phase', whose 'Visit Thread' leads to the thread", async () => {
    stubProject();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=project`);
    await user.click(await screen.findByRole('button', { name: 'Approved Message' }, firstPaint));
    const dialog = await screen.findByRole('dialog', { name: 'Project Phase' });
    for (const column of ['Project Objective', 'Objective Status', 'Approved Message', 'Approval Date']) {
      expect(within(dialog).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('cell', { name: 'Approved' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View message' }));
    expect(within(dialog).getByText('Updated: October 2026.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Visit Thread' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('tab', { name: /Objective 1: plan/ })).toHaveAttribute('aria-selected', 'true');
  });
});
