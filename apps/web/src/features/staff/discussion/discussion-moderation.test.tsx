import type { StaffDiscussionThread } from '@aula/contract/staff-discussion';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { counsellorGrants, instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Kofi <img src=x onerror="window.__hacked = true">';
const bcid = 'PV-2026-pv101';

const threads: StaffDiscussionThread[] = [
  {
    qid: 'q1',
    question: 'Is <b>unit 3</b> on the exam?',
    username: hostile,
    authorKind: 'learner',
    postedAt: '2026-11-12T03:45:00Z',
    hidden: null,
    held: null,
    locked: false,
    answers: [
      {
        aid: 'a1',
        answer: 'Yes, all of it.',
        username: 'Dr. Rao',
        authorKind: 'staff',
        postedAt: '2026-11-12T05:00:00Z',
        hidden: null,
        held: null,
      },
      {
        aid: 'a2',
        answer: 'Here are the answers: http://leak.example',
        username: 'Instructor (staff)',
        authorKind: 'learner',
        postedAt: '2026-11-12T06:00:00Z',
        hidden: { at: '2026-11-12T07:00:00Z', by: 'Dr. Rao', reason: 'Shares exam answers' },
        held: null,
      },
      {
        aid: 'a3',
        answer: 'Notes at notes.example.com',
        username: 'Ama',
        authorKind: 'learner',
        postedAt: '2026-11-12T08:00:00Z',
        hidden: null,
        held: { at: '2026-11-12T08:00:00Z', for: 'link' },
      },
    ],
  },
];

function stubModeration() {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants, 'Dr. Rao') }),
    'staff/listDiscussionCourses': () => ({
      body: {
        rows: [
          {
            bcid,
            courseTitle: 'Principles of Pharmacovigilance',
            batchTitle: 'PV 2026',
            questions: 1,
            unanswered: 0,
            held: 0,
          },
        ],
      },
    }),
    'staff/listCourseDiscussion': () => ({ body: { review: false, rows: threads, total: 1 } }),
    'staff/approvePost': () => ({ body: { held: false as const } }),
    'staff/setDiscussionReview': (body) => ({ body: { review: (body as { review: boolean }).review } }),
    'staff/answerDiscussion': () => ({ body: { aid: 'a9' } }),
    'staff/hidePost': () => ({ body: { hidden: true as const } }),
    'staff/unhidePost': () => ({ body: { hidden: false as const } }),
    'staff/lockThread': (body) => ({ body: { locked: (body as { locked: boolean }).locked } }),
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { api, bodies };
}

const questions = () => screen.findByRole('list', { name: 'Questions, newest first' }, slow);

describe('the staff discussion', { timeout: 30_000 }, () => {
  it('opens on a chosen course: learners’ posts as text, the staff badge from the author kind, hidden posts with the reason', async () => {
    const { bodies } = stubModeration();
    const user = userEvent.setup();
    renderApp('/staff/discussion');
    expect(await screen.findByText('Choose a course to see its questions.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.click(
      screen.getByRole('option', { name: 'Principles of Pharmacovigilance · PV 2026 (0 waiting for staff)' }),
    );
    const list = await questions();
    expect(bodies('staff/listCourseDiscussion')).toEqual([{ oid: 'ORG1', bcid, page: 0 }]);
    expect(within(list).getByText('Is <b>unit 3</b> on the exam?')).toBeInTheDocument();
    expect(within(list).getByText(`${hostile} ·`, { exact: false })).toBeInTheDocument();
    expect(document.querySelector('main img, main b')).toBeNull();
    const answers = within(within(list).getByRole('list', { name: '3 answers' })).getAllByRole('listitem');
    expect(within(answers[0] as HTMLElement).getByText('Staff')).toBeInTheDocument();
    expect(within(answers[1] as HTMLElement).queryByText('Staff')).toBeNull();
    expect(within(answers[1] as HTMLElement).getByText('Hidden')).toBeInTheDocument();
    expect(answers[1]).toHaveTextContent(/Hidden by Dr\. Rao on .*: Shares exam answers/);
  });

  it('answers as staff, held to the rules of a learner’s answer', async () => {
    const { bodies } = stubModeration();
    const user = userEvent.setup();
    renderApp(`/staff/discussion?course=${bcid}`);
    await questions();
    const box = screen.getByRole('textbox', { name: `Answer the question by ${hostile}` });
    await user.click(screen.getByRole('button', { name: 'Answer as staff' }));
    expect(await screen.findByText('* Cannot be Empty')).toBeInTheDocument();
    expect(bodies('staff/answerDiscussion')).toEqual([]);
    await user.type(box, 'Units 1 to 3 only.');
    await user.click(screen.getByRole('button', { name: 'Answer as staff' }));
    const said = await screen.findByText(`Your answer to ${hostile} is posted.`);
    expect(said.closest('[role="status"]')).toHaveFocus();
    expect(bodies('staff/answerDiscussion')).toEqual([
      { oid: 'ORG1', bcid, qid: 'q1', text: 'Units 1 to 3 only.' },
    ]);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('hides a post only with a reason, shows a hidden one again, and locks a question', async () => {
    const { bodies } = stubModeration();
    const user = userEvent.setup();
    renderApp(`/staff/discussion?course=${bcid}`);
    await questions();
    await user.click(screen.getByRole('button', { name: 'Hide the answer by Dr. Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post?' });
    expect(dialog).toHaveTextContent('Yes, all of it.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(bodies('staff/hidePost')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong unit');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The post by Dr. Rao is hidden.')).toBeInTheDocument();
    expect(bodies('staff/hidePost')).toEqual([
      { oid: 'ORG1', bcid, qid: 'q1', aid: 'a1', reason: 'Wrong unit' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Show the answer by Instructor (staff) again' }));
    expect(await screen.findByText('The post by Instructor (staff) is shown again.')).toBeInTheDocument();
    expect(bodies('staff/unhidePost')).toEqual([{ oid: 'ORG1', bcid, qid: 'q1', aid: 'a2' }]);

    await user.click(screen.getByRole('switch', { name: `Lock the question by ${hostile}` }));
    expect(await screen.findByText(`The question by ${hostile} is locked.`)).toBeInTheDocument();
    expect(bodies('staff/lockThread')).toEqual([{ oid: 'ORG1', bcid, qid: 'q1', locked: true }]);
  });

  it('is not open to a counsellor, and asks the server nothing for them', async () => {
    const api = stubStaffApi(vi, { 'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }) });
    renderApp('/staff/discussion');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not open to your role' }, slow),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.name.startsWith('staff/list'))).toBe(false);
  });

  it('holds posts for review on request, and lets a held post in', async () => {
    const { bodies } = stubModeration();
    const user = userEvent.setup();
    renderApp(`/staff/discussion?course=${bcid}`);
    await questions();
    expect(screen.getByText('Held for review: has a link')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Let the answer by Ama into the discussion' }));
    expect(await screen.findByText('The post by Ama is in the discussion.')).toBeInTheDocument();
    expect(bodies('staff/approvePost')).toEqual([{ oid: 'ORG1', bcid, qid: 'q1', aid: 'a3' }]);
    await user.click(screen.getByRole('switch', { name: 'Hold posts for review' }));
    expect(
      await screen.findByText('Posts with links, and floods of posts, now wait for your review.'),
    ).toBeInTheDocument();
    expect(bodies('staff/setDiscussionReview')).toEqual([{ oid: 'ORG1', bcid, review: true }]);
  });
});
