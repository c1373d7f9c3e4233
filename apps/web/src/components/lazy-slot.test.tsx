import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../lib/lazy-component.ts';
import { LazySlot } from './lazy-slot.tsx';

function Menu() {
  return <p>The menu</p>;
}

describe('a lazily loaded menu or dialog', () => {
  it('downloads its code again at the next opening after a failed download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Menu>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Menu);
    const LazyMenu = lazyComponent(load);

    const view = render(
      <LazySlot resetKey={1}>
        <LazyMenu />
      </LazySlot>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The failure shows nothing rather than taking the page down.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('The menu')).not.toBeInTheDocument();

    view.rerender(
      <LazySlot resetKey={2}>
        <LazyMenu />
      </LazySlot>,
    );
    expect(await screen.findByText('The menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
