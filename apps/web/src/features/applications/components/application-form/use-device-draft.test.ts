import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeviceDraft } from './use-device-draft.ts';

// IndexedDB as a map; `failing` makes every write fail, as in a private window.
const device = vi.hoisted(() => ({ stored: new Map<string, unknown>(), failing: false, writes: 0 }));
vi.mock('idb-keyval', () => ({
  get: async (key: string) => device.stored.get(key),
  set: async (key: string, value: unknown) => {
    device.writes += 1;
    if (device.failing) throw new Error('QuotaExceededError');
    device.stored.set(key, value);
  },
  del: async (key: string) => {
    device.stored.delete(key);
  },
}));

beforeEach(() => {
  device.stored.clear();
  device.failing = false;
  device.writes = 0;
});

describe('what is typed and not saved, kept on the device', () => {
  it('says it is kept only once the device holds exactly what is on screen', async () => {
    const { result, rerender } = renderHook(({ changes }) => useDeviceDraft('draft', changes), {
      initialProps: { changes: '{"firstName":"Kofi"}' as string | null },
    });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(device.stored.get('draft')).toEqual({ values: { firstName: 'Kofi' } });

    rerender({ changes: '{"firstName":"Kofi","surname":"Boateng"}' });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(device.stored.get('draft')).toEqual({ values: { firstName: 'Kofi', surname: 'Boateng' } });

    // Everything saved on the server: nothing is kept, and nothing is said.
    rerender({ changes: null });
    expect(result.current).toBe(false);
    await waitFor(() => expect(device.stored.has('draft')).toBe(false));
  });

  it('never says it is kept when the device could not keep it', async () => {
    device.failing = true;
    const { result } = renderHook(() => useDeviceDraft('draft', '{"firstName":"Kofi"}'));
    await waitFor(() => expect(device.writes).toBe(1));
    await act(async () => {});
    expect(result.current).toBe(false);
  });
});
