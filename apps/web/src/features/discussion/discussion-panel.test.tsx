import type { Course } from '@aula/contract/course';
import type { Discussion, DiscussionQuestion, DiscussionUpdate } from '@aula/contract/discussion';
import { screen, waitFor, within } from '@testing-library/react';
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

const discussion: Discussion = {
  bcid,
  bpid: 'PV-2026',
  discussion: [
    {
      qid: 'q1',
      question: 'Is <b>this</b> on the exam?',
      username: 'Kofi Asante',
      mine: false,
      staff: false,
      hidden: null,
      held: false,
      locked: false,
      postedAt: '2026-11-12T03:45:00Z',
      answers: [
        {
          aid: 'a1',
          answer: 'Yes.',
          username: 'Asha Mensah',
          mine: true,
          staff: false,
          hidden: null,
          held: false,
          postedAt: '2026-11-12T04:00:00Z',
        },
      ],
    },
    {
      qid: 'q2',
      question: 'Two wards?',
      username: 'Asha Mensah',
      mine: true,
      staff: false,
      hidden: null,
      held: false,
      locked: false,
      postedAt: '2026-11-16T09:00:00Z',
      answers: [],
    },
  ],
  next: null,
};

function stubDiscussion(shown: Discussion = discussion) {
  const updates: DiscussionUpdate[] = [];
  const api = stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    getCourse: () => ({ body: course }),
    getDiscussion: () => ({ body: shown }),
    updateDiscussion: (body) => {
      updates.push(body as DiscussionUpdate);
      return { body: shown };
    },
  });
  return { api, updates };
}

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('the Discussion tab', { timeout: 20_000 }, () => {
  it('loads the discussion a page at a time: Load more asks for the questions after the last shown', async () => {
    const cursor = { postedAt: '2026-11-12T03:45:00.000Z', qid: 'q1' };
    const older: DiscussionQuestion = {
      qid: 'q0',
      question: 'An older question?',
      username: 'Kofi Asante',
      mine: false,
      staff: false,
      hidden: null,
      held: false,
      locked: false,
      postedAt: '2026-11-01T09:00:00Z',
      answers: [],
    };
    const asked: unknown[] = [];
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      'auth/currentSession': () => ({ body: learnerSession() }),
      getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
      getCourse: () => ({ body: course }),
      getDiscussion: (body) => {
        asked.push(body);
        const { after } = body as { after?: unknown };
        return {
          body: after ? { ...discussion, discussion: [older], next: null } : { ...discussion, next: cursor },
        };
      },
    });
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=discussion`);
    const more = await screen.findByRole('button', { name: 'Load more questions' }, firstPaint);
    expect(screen.queryByText('An older question?')).toBeNull();
    await user.click(more);
    expect(await screen.findByText('An older question?')).toBeInTheDocument();
    expect(screen.getByText('Two wards?')).toBeInTheDocument();
    expect(asked).toEqual([
      { oid: organisation.oid, bcid },
      { oid: organisation.oid, bcid, after: cursor },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more questions' })).toBeNull();
  });

  it("checks a question by the spec's rules before posting it, then says it is posted", async () => {
    const { updates } = stubDiscussion();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=discussion`);
    const box = await screen.findByRole('textbox', { name: 'Your question' }, firstPaint);
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Cannot be empty')).toBeInTheDocument();
    await user.click(box);
    await user.paste(words(200));
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Question should be less than 200 words.')).toBeInTheDocument();
    expect(updates).toEqual([]);

    await user.clear(box);
    await user.type(box, 'May we use two wards?');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Posted Successfully')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        oid: organisation.oid,
        bcid,
        qtype: 0,
        question: 'May we use two wards?',
        clientId: expect.any(String),
      },
    ]);
    expect(box).toHaveValue('');
  });

  it('keeps a question posted offline, says so and shows it pending, then posts it once with one id', async () => {
    const { api, updates } = stubDiscussion();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=discussion`);
    const box = await screen.findByRole('textbox', { name: 'Your question' }, firstPaint);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(box, 'Asked on a train?');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('you are offline')).toBeInTheDocument();
    const pending = screen.getByRole('list', { name: 'Waiting to be sent' });
    expect(within(pending).getByText('Asked on a train?')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(updates).toEqual([]);

    // Back online, the first send's answer is lost; the next send carries the same id.
    online.mockReturnValue(true);
    const answer = vi.fn().mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    answer.mockImplementation(async (body: unknown) => {
      updates.push(body as DiscussionUpdate);
      return { body: discussion };
    });
    api.answer('updateDiscussion', answer);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('you are offline')).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to be sent' })).toBeNull());
    expect(screen.queryByText('you are offline')).toBeNull();
    const sent = answer.mock.calls.map(([body]) => body as { clientId: string; question: string });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.clientId).toBe(sent[1]?.clientId);
    expect(updates).toEqual([
      { oid: organisation.oid, bcid, qtype: 0, question: 'Asked on a train?', clientId: sent[0]?.clientId },
    ]);
    online.mockRestore();
  });

  it('shows posts as text with authors and answer counts, answers behind a toggle', async () => {
    stubDiscussion();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=discussion`);
    expect(await screen.findByText('Is <b>this</b> on the exam?', {}, firstPaint)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    const toggle = screen.getByRole('button', { name: '1 answer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes.')).toBeVisible();
    // Delete only on one's own posts: the own answer and the own question, not Kofi's question.
    expect(screen.getAllByRole('button', { name: 'Delete your question' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete your answer' })).toHaveLength(1);
  });

  it("answers in the 'Post Answer' popup, by the spec's rules", async () => {
    const { updates } = stubDiscussion();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=discussion`);
    await user.click(
      await screen.findByRole('button', { name: 'Reply to the question by Kofi Asante' }, firstPaint),
    );
    const dialog = screen.getByRole('dialog', { name: 'Post Answer' });
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('* Cannot be Empty')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Your answer' }));
    await user.paste(words(200));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Answer should be less than 200 words.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Your answer' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Units 1 to 3.');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Posted Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updates).toEqual([
      {
        oid: organisation.oid,
        bcid,
        qtype: 1,
        qid: 'q1',
        answer: 'Units 1 to 3.',
        clientId: expect.any(String),
      },
    ]);
  });

  it("shows one 'Posted Successfully' at a time: a question posted, then an answer", async () => {
    const { updates } = stubDiscussion();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=discussion`);
    const box = await screen.findByRole('textbox', { name: 'Your question' }, firstPaint);
    await user.type(box, 'Is unit 4 assessed?');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findAllByText('Posted Successfully')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reply to the question by Kofi Asante' }));
    const dialog = screen.getByRole('dialog', { name: 'Post Answer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Units 1 to 3.');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findAllByText('Posted Successfully')).toHaveLength(1);
    expect(updates.map((update) => update.qtype)).toEqual([0, 1]);
  });

  it('deletes an own question only after confirming', async () => {
    const { updates } = stubDiscussion();
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=discussion`);
    await user.click(await screen.findByRole('button', { name: 'Delete your question' }, firstPaint));
    const dialog = screen.getByRole('dialog', { name: 'Delete your question and its answers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(updates).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete your question' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(updates).toEqual([{ oid: organisation.oid, bcid, qtype: 2, qid: 'q2' }]);
  });

  it('badges staff posts by their author kind only, says which own post staff hid and why or hold for review, and which question is locked', async () => {
    const moderated: Discussion = {
      ...discussion,
      discussion: [
        {
          qid: 'q3',
          question: 'When is the viva?',
          username: 'Asha Mensah',
          mine: true,
          staff: false,
          hidden: { reason: 'Asked twice' },
          held: false,
          locked: true,
          postedAt: '2026-11-17T09:00:00Z',
          answers: [
            {
              aid: 'a3',
              answer: 'On Friday.',
              username: 'Dr. Rao',
              mine: false,
              staff: true,
              hidden: null,
              held: false,
              postedAt: '2026-11-17T10:00:00Z',
            },
            {
              aid: 'a4',
              answer: 'No, Monday.',
              username: 'Instructor (staff)',
              mine: false,
              staff: false,
              hidden: null,
              held: false,
              postedAt: '2026-11-17T11:00:00Z',
            },
            {
              aid: 'a5',
              answer: 'The timetable is at timetable.example.com',
              username: 'Asha Mensah',
              mine: true,
              staff: false,
              hidden: null,
              held: true,
              postedAt: '2026-11-17T12:00:00Z',
            },
          ],
        },
      ],
    };
    stubDiscussion(moderated);
    const user = userEvent.setup();
    renderApp(`/course?course=${bcid}&tab=discussion`);
    expect(
      await screen.findByText(
        'Hidden by the course staff: Asked twice. Only you can see this post.',
        {},
        firstPaint,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('This question is locked: it takes no new answers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply to the question/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '3 answers' }));
    expect(
      screen.getByText(
        'Waiting for review by the course staff: posts with a link, or many posts in a row, are checked before other learners see them. Only you can see this post for now.',
      ),
    ).toBeInTheDocument();
    const answers = within(screen.getByText('On Friday.').closest('ul') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(within(answers[0] as HTMLElement).getByText('Staff')).toBeInTheDocument();
    // A learner who calls himself staff gets no badge: the name is only text.
    expect(within(answers[1] as HTMLElement).getByText(/Instructor \(staff\)/)).toBeInTheDocument();
    expect(within(answers[1] as HTMLElement).queryByText('Staff')).toBeNull();
  });
});
