import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageRenderedAt, useNow } from './page-clock.ts';

function Clock() {
  return <p>{useNow().toISOString()}</p>;
}

const server = new Date('2026-11-29T18:29:00Z');
// The device's clock a day behind the server's: another day at the university.
const device = new Date('2026-11-28T18:31:00Z');

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  it("is the server's moment while a prerendered page hydrates, and the device's in the render after", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(server);
    setPageRenderedAt(server.getTime());
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Clock />);
    document.body.append(container);
    expect(container.textContent).toBe(server.toISOString());

    vi.setSystemTime(device);
    const recovered = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Clock />, { onRecoverableError: recovered }));
    expect(recovered).not.toHaveBeenCalled();
    expect(container.textContent).toBe(device.toISOString());
    act(() => root.unmount());
    container.remove();
  });

  it("is the device's clock on a page drawn in the browser, whatever page came prerendered before", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(device);
    setPageRenderedAt(server.getTime());
    render(<Clock />);
    expect(screen.getByText(device.toISOString())).toBeInTheDocument();
  });
});
