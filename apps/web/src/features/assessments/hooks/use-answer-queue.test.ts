import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedSave, SaveTarget } from '../api/update-assessment.ts';
import { queueKey as key, quiz, target } from './answer-queue-fixture.ts';
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
  update: async (key: string, updater: (old: unknown) => unknown) => {
    device.stored.set(key, updater(device.stored.get(key)));
  },
}));
const sent = vi.hoisted(
  () => [] as Array<{ target: SaveTarget; save: QueuedSave; options?: { keepalive?: boolean } }>,
);
vi.mock('../api/update-assessment.ts', () => ({
  sendSave: async (target: SaveTarget, save: QueuedSave, options?: { keepalive?: boolean }) => {
    sent.push({ target, save, ...(options ? { options } : {}) });
    return { status: save.status, response: save.response, lastSavedAt: '2026-11-28T06:00:00.000Z' };
  },
}));

function loadDevice() {
  for (const read of device.reads.splice(0)) read();
}

beforeEach(() => {
  device.stored.clear();
  device.reads.length = 0;
  sessionStorage.clear();
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
    device.stored.set(key, {
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

  it('keeps an answer given while loading on the device at once: a page closed then loses nothing', async () => {
    const older = { seq: 2, response: [{ iid: 'q1', selected: [2] }], status: 0 };
    device.stored.set(key, { seq: 2, pending: [older], draft: [] });
    const { result } = renderHook(() => useAnswerQueue(target, quiz));
    act(() => result.current.setAnswer({ iid: 'q2', selected: [1] }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // Nothing can be sent before the queue is read (its numbers are not known), but the answer is kept
    // beside what the device held, for the quiz opened again to show and send.
    await waitFor(() =>
      expect(device.stored.get(key)).toEqual({
        seq: 2,
        pending: [older],
        draft: [{ iid: 'q2', selected: [1] }],
      }),
    );
    expect(sent).toHaveLength(0);

    // Once read, the older save goes first and the answer after it.
    act(loadDevice);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map(({ save }) => [save.seq, save.response])).toEqual([
      [2, older.response],
      [3, [{ iid: 'q2', selected: [1] }]],
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

describe('an answer given just before the learner leaves', () => {
  /** The device's record once the answer to q2 is saved and acknowledged. */
  const savedQ2 = {
    seq: 1,
    pending: [],
    draft: [],
    saved: [{ at: '2026-11-28T06:00:00.000Z', response: [{ iid: 'q2', selected: [1] }] }],
  };

  async function openLoaded() {
    const view = renderHook(() => useAnswerQueue(target, quiz));
    act(loadDevice);
    await waitFor(() => expect(device.stored.get('aula.assessments.device')).toBeTruthy());
    // The queue is read (and the load's own flush has nothing to send) before the learner answers.
    await act(async () => {});
    return view;
  }

  it('is on the device the moment it is given, before the pause that turns it into a save', async () => {
    const { result } = await openLoaded();
    act(() => result.current.setAnswer({ iid: 'q2', selected: [1] }));
    await waitFor(() =>
      expect(device.stored.get(key)).toEqual({
        seq: 0,
        pending: [],
        draft: [{ iid: 'q2', selected: [1] }],
        saved: [],
      }),
    );
    expect(sent).toHaveLength(0);
  });

  it('is saved at once when the view closes (Back to the course)', async () => {
    const { result, unmount } = await openLoaded();
    act(() => result.current.setAnswer({ iid: 'q2', selected: [1] }));
    unmount();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.save).toEqual({ seq: 1, response: [{ iid: 'q2', selected: [1] }], status: 0 });
    await waitFor(() => expect(device.stored.get(key)).toEqual(savedQ2));
  });

  it('goes out in a request that outlives the page when the page is closed', async () => {
    const { result } = await openLoaded();
    act(() => result.current.setAnswer({ iid: 'q2', selected: [1] }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(sent.some(({ options }) => options?.keepalive)).toBe(true));
    const kept = sent.find(({ options }) => options?.keepalive);
    expect(kept?.save).toEqual({ seq: 1, response: [{ iid: 'q2', selected: [1] }], status: 0 });
  });

  it("leaves the tab a copy as the page goes, dropped once the device's record holds it all", async () => {
    const { result } = await openLoaded();
    act(() => result.current.setAnswer({ iid: 'q2', selected: [1] }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(JSON.parse(sessionStorage.getItem(key) ?? 'null')).toEqual({
      seq: 1,
      pending: [{ seq: 1, response: [{ iid: 'q2', selected: [1] }], status: 0 }],
      draft: [],
      saved: [],
    });
    // The page stays (a tab hidden and shown again): the save is acknowledged, the record moves on past
    // the copy, and the copy goes, so no later reload can show it over newer answers.
    await waitFor(() => expect(device.stored.get(key)).toEqual(savedQ2));
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('given on a page closed before it was sent, shows and goes out when the quiz opens again', async () => {
    device.stored.set(key, { seq: 3, pending: [], draft: [{ iid: 'q1', selected: [2] }] });
    const { result } = renderHook(() => useAnswerQueue(target, quiz));
    act(loadDevice);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(result.current.answers.get('q1')).toEqual({ iid: 'q1', selected: [2] });
    expect(sent[0]?.save).toEqual({ seq: 4, response: [{ iid: 'q1', selected: [2] }], status: 0 });
  });

  it('acknowledged after the server drew the page, shows over the older answer the page was drawn with', async () => {
    const drawnAt = '2026-11-28T05:59:59.000Z';
    const page = { ...quiz, attempt: { ...quiz.attempt, lastSavedAt: drawnAt } };
    device.stored.set(key, {
      seq: 2,
      pending: [],
      draft: [],
      saved: [
        { at: '2026-11-28T05:59:58.000Z', response: [{ iid: 'q1', selected: [3] }] },
        { at: '2026-11-28T06:00:00.000Z', response: [{ iid: 'q1', selected: [1] }] },
      ],
    });
    const { result } = renderHook(() => useAnswerQueue(target, page));
    act(loadDevice);
    // The save the page already held changes nothing; the one after it shows, and nothing is sent again.
    await waitFor(() => expect(result.current.answers.get('q1')).toEqual({ iid: 'q1', selected: [1] }));
    expect(sent).toHaveLength(0);
  });

  it('acknowledged before the server drew the page, leaves the page as drawn', async () => {
    const page = { ...quiz, attempt: { ...quiz.attempt, lastSavedAt: '2026-11-28T06:00:05.000Z' } };
    device.stored.set(key, {
      seq: 1,
      pending: [],
      draft: [],
      saved: [{ at: '2026-11-28T06:00:00.000Z', response: [{ iid: 'q1', selected: [1] }] }],
    });
    const { result } = renderHook(() => useAnswerQueue(target, page));
    act(loadDevice);
    await waitFor(() => expect(device.reads).toHaveLength(0));
    await act(async () => {});
    expect(result.current.answers.get('q1')).toEqual({ iid: 'q1', selected: [0] });
  });
});
