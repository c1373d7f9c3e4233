import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { organisation } from '../../../test/fixtures.ts';
import { renderWithinApp } from '../../../test/render-within-app.tsx';
import { useServerClock } from './get-server-time.ts';

vi.mock('../../../lib/session.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/session.ts')>()),
  useSessionUser: () => ({ username: 'asha@example.edu' }),
}));

/** The server's clock ten hours ahead of the device's. */
const ahead = 36_000_000;
const slowMs = 2_000;

function Offset() {
  const clock = useServerClock('exam-1');
  return <output aria-label="offset">{clock ? Math.round(clock.offset) : ''}</output>;
}

const shownOffset = () => Number(screen.getByLabelText('offset').textContent);

describe("the quiz view's reading of the server's clock", { timeout: 20_000 }, () => {
  it('keeps its offset through an answer that took seconds, read by the server at the start of its call', async () => {
    const stub = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getServerTime: () => ({ body: { itime: Date.now() + ahead, delay: 50 } }),
    });
    renderWithinApp(<Offset />);
    await waitFor(() => expect(Math.abs(shownOffset() - ahead)).toBeLessThan(100));

    // The next answer reads the server's clock at once and arrives 2 s later; the one after never does,
    // so what shows once it is asked is what the slow answer left.
    stub.answer('getServerTime', async () => {
      const itime = Date.now() + ahead;
      stub.answer('getServerTime', () => new Promise(() => {}));
      await new Promise((resolve) => setTimeout(resolve, slowMs));
      return { body: { itime, delay: 50 } };
    });
    const polls = () => stub.calls.filter(({ name }) => name === 'getServerTime').length;
    const before = polls();
    await waitFor(() => expect(polls()).toBe(before + 2), { timeout: slowMs * 3 });
    // Taken as read halfway through its call, the slow answer alone would put the server 1 s behind.
    expect(Math.abs(shownOffset() - ahead)).toBeLessThan(100);
  });
});
