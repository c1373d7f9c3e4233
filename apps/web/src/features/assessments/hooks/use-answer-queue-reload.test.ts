import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { QueuedSave } from '../api/update-assessment.ts';
import { queueKey as key, quiz, target } from './answer-queue-fixture.ts';
import { useAnswerQueue } from './use-answer-queue.ts';

// IndexedDB as a map; once the page is `going`, its writes never end (the page went before they did).
const device = vi.hoisted(() => ({ stored: new Map<string, unknown>(), going: false }));
vi.mock('idb-keyval', () => ({
  get: async (key: string) => device.stored.get(key),
  set: (key: string, value: unknown) =>
    device.going ? new Promise<void>(() => {}) : Promise.resolve(void device.stored.set(key, value)),
  update: async () => {},
}));
const sent = vi.hoisted(() => [] as QueuedSave[]);
vi.mock('../api/update-assessment.ts', () => ({
  sendSave: async (_target: unknown, save: QueuedSave) => {
    sent.push(save);
    return { status: save.status, response: save.response, lastSavedAt: '2026-11-30T06:00:00.000Z' };
  },
}));

it('keeps an answer given just before a reload that IndexedDB did not outlast: the reloaded page shows and sends it', async () => {
  const { result, unmount } = renderHook(() => useAnswerQueue(target, quiz));
  await waitFor(() => expect(device.stored.get('aula.assessments.device')).toBeTruthy());
  await act(async () => {});
  device.going = true;
  act(() => result.current.setAnswer({ iid: 'q2', selected: [1] }));
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  unmount();
  expect(device.stored.get(key)).toBeUndefined();

  // The reloaded page: the app's modules afresh, on the same device and in the same tab.
  device.going = false;
  sent.length = 0;
  vi.resetModules();
  const reloaded = await import('./use-answer-queue.ts');
  const { result: again } = renderHook(() => reloaded.useAnswerQueue(target, quiz));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(again.current.answers.get('q2')).toEqual({ iid: 'q2', selected: [1] });
  // The keep-alive request's own save, which the server applies once, and the tab's copy is spent.
  expect(sent[0]).toEqual({ seq: 1, response: [{ iid: 'q2', selected: [1] }], status: 0 });
  await waitFor(() =>
    expect(device.stored.get(key)).toEqual({
      seq: 1,
      pending: [],
      draft: [],
      saved: [{ at: '2026-11-30T06:00:00.000Z', response: [{ iid: 'q2', selected: [1] }] }],
    }),
  );
  expect(sessionStorage.getItem(key)).toBeNull();
});
