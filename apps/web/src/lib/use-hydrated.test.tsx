import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

/** What each render saw, in order. */
let seen: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'as prerendered'}</p>;
}

afterEach(() => {
  seen = [];
  document.body.replaceChildren();
});

describe('whether the page is hydrated', () => {
  it('is true from the first render of a page that was not prerendered', () => {
    render(<Probe />);
    expect(seen).toEqual([true]);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
  });

  it('adopts the server’s HTML, then turns true in a render of its own after the one React must finish at once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(seen).toEqual([false]);
    seen = [];
    const recoverableErrors: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });

    // Hydration matched the HTML (no mismatch thrown away); the urgent render after it changed
    // nothing; the deferred one showed the browser's part.
    expect(recoverableErrors).toEqual([]);
    expect(seen).toEqual([false, false, true]);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
  });
});
