import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentQuiz } from '../api/get-assessment-quiz.ts';
import type { QueuedSave, SaveTarget } from '../api/update-assessment.ts';
import { useAnswerQueue } from './use-answer-queue.ts';

// IndexedDB as a map whose reads wait until the test lets them through: the device's queue loads late,
// as on a slow phone.
const device = vi.hoisted(() => ({
  stored: new Map<string, unknown>(),
  reads: [] as Array<() => void>,
}));
vi.mock('idb-keyval', () => ({
  get: (key: string) => new Promise((resolve) => device.reads.push(() => resolve(device.stored.get(key)))),
  set: async (key: string, value: unknown) => {
    device.stored.set(key, value);
  },
}));
const sent = vi.hoisted(() => [] as Array<{ target: SaveTarget; save: QueuedSave }>);
vi.mock('../api/update-assessment.ts', () => ({
  sendSave: async (target: SaveTarget, save: QueuedSave) => {
    sent.push({ target, save });
    return { status: save.status, response: save.response, lastSavedAt: '2026-11-28T06:00:00.000Z' };
  },
}));

const target = { oid: 'org', eid: 'learner@example.edu', assessid: 'a1', quiztype: 'assess' as const };
const quiz: AssessmentQuiz = {
  assessid: 'a1',
  quiztype: 'assess',
  title: 'Practice',
  enddate: null,
  qitems: [],
  attempt: { status: 0, response: [{ iid: 'q1', selected: [0] }], lastSavedAt: null },
};

function loadDevice() {
  for (const read of device.reads.splice(0)) read();
}

beforeEach(() => {
  device.stored.clear();
  device.reads.length = 0;
  sent.length = 0;
});

describe('the answer queue while the device is still loading it', () => {
  it('takes an answer at once and sends it once the queue is loaded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useAnswerQueue(target, quiz));
    act(() => result.current.setAnswer({ iid: 'q2', selected: [1] }));
    expect(result.current.answers.get('q2')).toEqual({ iid: 'q2', selected: [1] });
    // The save after the learner stops changing it comes while the queue is still loading.
    act(() => vi.runAllTimers());
    expect(sent).toHaveLength(0);
    vi.useRealTimers();

    act(loadDevice);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.save).toEqual({ seq: 1, response: [{ iid: 'q2', selected: [1] }], status: 0 });
    await waitFor(() => expect(result.current.lastSavedAt).toBe('2026-11-28T06:00:00.000Z'));
  });

  it('keeps the answer given while loading over an older one the device still held', async () => {
    device.stored.set(`aula.assessments.queue:org:${target.eid}:a1`, {
      seq: 4,
      pending: [{ seq: 4, response: [{ iid: 'q1', selected: [2] }], status: 0 }],
    });
    const { result } = renderHook(() => useAnswerQueue(target, quiz));
    act(() => result.current.setAnswer({ iid: 'q1', selected: [3] }));

    act(loadDevice);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(result.current.answers.get('q1')).toEqual({ iid: 'q1', selected: [3] });
    // The device's older save goes first, the newer answer after it with a higher number.
    expect(sent.map(({ save }) => [save.seq, save.response])).toEqual([
      [4, [{ iid: 'q1', selected: [2] }]],
      [5, [{ iid: 'q1', selected: [3] }]],
    ]);
  });

  it('submits once the queue is loaded when Submit was pressed before, with the answer given', async () => {
    const { result } = renderHook(() => useAnswerQueue(target, quiz));
    act(() => result.current.setAnswer({ iid: 'q2', selected: [1] }));
    act(() => result.current.submit());
    expect(sent).toHaveLength(0);

    act(loadDevice);
    await waitFor(() => expect(result.current.submitted).toBe(true));
    expect(sent.map(({ save }) => save)).toEqual([
      {
        seq: 1,
        response: [
          { iid: 'q1', selected: [0] },
          { iid: 'q2', selected: [1] },
        ],
        status: 1,
      },
    ]);
  });
});
