import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Kofi <img src=x onerror="window.__hacked = true">';
const assignment = {
  bcid: 'B1-C101',
  quizid: 'Q-MINI',
  title: 'Write a case narrative',
  courseTitle: 'Pharmacology',
  batchTitle: '2026',
  deadline: '2026-12-15T18:29:00.000Z',
  submissions: 1,
  awaitingFeedback: 1,
};
const submission = {
  eid: 'kofi@example.test',
  learnerName: hostile,
  submittedAt: '2026-11-20T04:30:00.000Z',
  edited: 1 as const,
  answers: [
    { question: 'Write the narrative.', text: 'A man with <b>jaundice</b>.' },
    {
      question: 'Upload the form.',
      fileName: 'form.pdf',
      fileUrl: '/files/mini-assignment/B1-C101/Q-MINI/k/1?x=1',
    },
  ],
  feedback: [] as { givenby: string; message: string; timeStamp: string }[],
};

function stubMini({ refuse = false } = {}) {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants, 'Dr. Rao') }),
    'staff/listMiniAssignments': () => ({ body: { rows: [assignment] } }),
    'staff/listMiniSubmissions': () => ({ body: { assignment, rows: [submission] } }),
    'staff/addMiniFeedback': (body) => {
      if (refuse) {
        return {
          status: 404,
          body: {
            error: { code: 'NOT_FOUND', message: 'This learner has not submitted this mini assignment.' },
          },
        };
      }
      const given = {
        givenby: 'Dr. Rao',
        message: (body as { message: string }).message,
        timeStamp: '2026-11-21T05:00:00.000Z',
      };
      submission.feedback = [...submission.feedback, given];
      return { body: { feedback: submission.feedback } };
    },
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { bodies };
}

async function openAssignment(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/staff/mini-assignments');
  expect(
    await screen.findByText('Choose a mini assignment to see its submissions.', {}, slow),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Mini assignment' }));
  await user.click(
    screen.getByRole('option', {
      name: 'Write a case narrative · Pharmacology · 2026 (1 awaiting feedback)',
    }),
  );
  return screen.findByRole('list', { name: 'Submissions of Write a case narrative' }, slow);
}

describe('the staff mini assignments', { timeout: 30_000 }, () => {
  it('shows each submission as text with its file, and adds feedback the learner will see', async () => {
    submission.feedback = [];
    const { bodies } = stubMini();
    const user = userEvent.setup();
    const list = await openAssignment(user);
    expect(within(list).getByRole('heading', { name: hostile })).toBeInTheDocument();
    expect(within(list).getByText('A man with <b>jaundice</b>.')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open form.pdf' })).toHaveAttribute(
      'href',
      '/files/mini-assignment/B1-C101/Q-MINI/k/1?x=1',
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(list).getByText('No feedback yet.')).toBeInTheDocument();

    const box = within(list).getByRole('textbox', { name: `Feedback for ${hostile}` });
    await user.click(within(list).getByRole('button', { name: 'Add feedback' }));
    expect(await within(list).findByText('Write the feedback.')).toBeInTheDocument();
    expect(bodies('staff/addMiniFeedback')).toEqual([]);

    await user.type(box, 'Good; name the drug.');
    await user.click(within(list).getByRole('button', { name: 'Add feedback' }));
    const said = await screen.findByText(`Your feedback to ${hostile} is added.`, {}, slow);
    expect(said.closest('[role="status"]')).toHaveFocus();
    expect(bodies('staff/addMiniFeedback')).toEqual([
      {
        oid: expect.any(String),
        bcid: 'B1-C101',
        quizid: 'Q-MINI',
        eid: 'kofi@example.test',
        message: 'Good; name the drug.',
      },
    ]);
    expect(await within(list).findByText('Good; name the drug.', {}, slow)).toBeInTheDocument();
    expect(within(list).getByText(/^Dr\. Rao, /)).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says why feedback was refused and keeps what was typed', async () => {
    submission.feedback = [];
    stubMini({ refuse: true });
    const user = userEvent.setup();
    const list = await openAssignment(user);
    const box = within(list).getByRole('textbox', { name: `Feedback for ${hostile}` });
    await user.type(box, 'Well done.');
    await user.click(within(list).getByRole('button', { name: 'Add feedback' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'This learner has not submitted this mini assignment.',
    );
    expect(box).toHaveValue('Well done.');
  });
});
