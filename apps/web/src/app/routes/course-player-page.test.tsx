import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserCourseProgress } from '../../features/course-player/api/get-user-course-progress.ts';
import type { Quiz } from '../../features/quizzes/api/get-quiz.ts';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession } from '../../test/session.ts';

// The device's queue (IndexedDB, which the test browser lacks) holds nothing here: every call is online.
vi.mock('../../features/course-player/offline/progress-queue.ts', () => ({
  enqueueProgress: async () => {},
  queuedProgress: async () => [],
  flushProgressQueue: async () => 0,
}));

const bcid = 'PV-2026-pv101';
const notStarted = { op: 0, timespent: 0 } as const;

const course: UserCourseProgress = {
  bcid,
  bpid: 'PV-2026',
  pid: 'PV',
  tid: 'pv101',
  ttitle: 'Principles of Pharmacovigilance',
  freenavigation: false,
  tp: 0,
  lastObjid: 'q1',
  nuggets: [
    {
      nid: 'n1',
      unit: 'Unit 1',
      ntitle: 'Checks',
      nduration: 10,
      nenabled: true,
      objects: [
        { oid: 'q1', otype: 'quiz', qtype: 1, otitle: 'Course quiz', nenabled: true, userOP: notStarted },
        { oid: 'o2', otype: 'audio', otitle: 'Podcast', nenabled: true, ourl: 'a.wav', userOP: notStarted },
      ],
    },
  ],
};

const quiz: Quiz = {
  quizid: 'q1',
  qtype: 1,
  cutoff: 50,
  qitems: [
    { istem: '<p>Who runs PvPI?</p>', atype: 1, qscore: 1, iopts: [{ content: 'IPC' }, { content: 'RBI' }] },
  ],
  result: null,
};
const result = {
  score: 1,
  total: 1,
  percent: 100,
  passed: true,
  passedByRetry: false,
  attempts: 1,
  triesLeft: 0,
  answers: [{ right: true, correct: [0], response: [0], feedback: [null, null] }],
};

describe('the course player', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());
  it('records a passed quiz where it is, so its score stays on screen; Next moves on', async () => {
    // The player sends a renderer's completion once Mark Complete is due, five seconds after the opening.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      'auth/currentSession': () => ({ body: learnerSession() }),
      getUserCourseProgress: () => ({ body: course }),
      openObject: () => ({ body: { objid: 'q1', userOP: { op: 1, timespent: 0 }, tp: 0 } }),
      getQuiz: () => ({ body: quiz }),
      postQuiz: () => ({ body: result }),
      syncUserProgress: () => ({ body: { objid: 'q1', userOP: { op: 2, timespent: 3 }, tp: 0 } }),
    });
    renderApp(`/coursePlayer?course=${bcid}&object=q1`);

    await user.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('radio', { name: 'IPC' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('100%')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(api.calls.some((call) => call.name === 'syncUserProgress')).toBe(true));
    expect(api.calls.find((call) => call.name === 'syncUserProgress')?.body).toMatchObject({
      bcid,
      objid: 'q1',
    });
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    // The learner reads the answers of the quiz just completed: the player has not moved on.
    await user.click(screen.getByRole('button', { name: 'Show Answers' }));
    expect(await screen.findByText('Answers · Question 1/1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/coursePlayer?course=${bcid}&object=q1`);

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/coursePlayer?course=${bcid}&object=o2`);
  });
});
