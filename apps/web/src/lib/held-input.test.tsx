import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReleaseHeldInput } from '../components/release-held-input.tsx';
import { holdInputUntilHydrated, releaseHeldInput } from './held-input.ts';

/** A prerendered page's tab list, as the course page has one, a button, and a link the app acts on. */
function Page({
  onChosen,
  onTapped = () => {},
}: {
  onChosen: (tab: string) => void;
  onTapped?: (what: string) => void;
}) {
  const [tab, setTab] = useState('references');
  return (
    <>
      <Tabs
        value={tab}
        aria-label="Course"
        onChange={(_, next: string) => {
          setTab(next);
          onChosen(next);
        }}
      >
        <Tab value="references" label="References" />
        <Tab value="discussion" label="Discussion" />
        <Tab value="videos" label="Course videos" />
      </Tabs>
      <input aria-label="Search" />
      <a href="#elsewhere">Elsewhere</a>
      <a href="#syllabus" role="tab">
        Syllabus
      </a>
      <button type="button" onClick={() => onTapped('next')}>
        Next courses
      </button>
      <a
        href="/program"
        onClick={(event) => {
          event.preventDefault();
          onTapped('program');
        }}
      >
        <span>Program Info</span>
      </a>
      <ReleaseHeldInput />
    </>
  );
}

let root: Root | undefined;

/** The page as the server sent it, before its code has run; keys are held from here on. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onChosen={() => {}} />);
  document.body.append(container);
  holdInputUntilHydrated(container);
  return container;
}

async function hydrate(
  container: HTMLElement,
  onChosen: (tab: string) => void,
  onTapped?: (what: string) => void,
) {
  await act(async () => {
    root = hydrateRoot(container, <Page onChosen={onChosen} onTapped={onTapped} />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  releaseHeldInput();
  document.body.replaceChildren();
});

describe('keys pressed on a prerendered page before it is hydrated', () => {
  it('are held, then given to the app in order: two arrows and Enter choose the third tab', async () => {
    const container = prerendered();
    const references = screen.getByRole('tab', { name: 'References' });
    references.focus();
    expect(fireEvent.keyDown(references, { key: 'ArrowRight' })).toBe(false);
    fireEvent.keyDown(references, { key: 'ArrowRight' });
    fireEvent.keyDown(references, { key: 'Enter' });
    expect(references).toHaveFocus();

    const chosen = vi.fn();
    await hydrate(container, chosen);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Course videos' })).toHaveFocus());
    expect(chosen).toHaveBeenCalledExactlyOnceWith('videos');
  });

  it('are dropped when the learner moved on to another element before the app took over', async () => {
    const container = prerendered();
    const references = screen.getByRole('tab', { name: 'References' });
    references.focus();
    fireEvent.keyDown(references, { key: 'ArrowRight' });
    screen.getByRole('textbox', { name: 'Search' }).focus();

    const chosen = vi.fn();
    await hydrate(container, chosen);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    expect(chosen).not.toHaveBeenCalled();
  });

  it('are left to the browser where it handles them itself: typing, Tab, and Enter on a link', () => {
    prerendered();
    const search = screen.getByRole('textbox', { name: 'Search' });
    expect(fireEvent.keyDown(search, { key: 'ArrowRight' })).toBe(true);
    expect(fireEvent.keyDown(search, { key: ' ' })).toBe(true);
    const references = screen.getByRole('tab', { name: 'References' });
    expect(fireEvent.keyDown(references, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('link', { name: 'Elsewhere' }), { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('tab', { name: 'Syllabus' }), { key: 'Enter' })).toBe(true);
  });
});

describe('taps on a prerendered page before it is hydrated', () => {
  it('are held, then given to the app in order: a button, then a link the app follows itself', async () => {
    const container = prerendered();
    expect(fireEvent.click(screen.getByRole('button', { name: 'Next courses' }))).toBe(false);
    // A tap on a link's text: the browser does not follow it; the app will.
    expect(fireEvent.click(screen.getByText('Program Info'))).toBe(false);

    const tapped = vi.fn();
    await hydrate(container, () => {}, tapped);
    await waitFor(() => expect(tapped).toHaveBeenCalledTimes(2));
    expect(tapped.mock.calls).toEqual([['next'], ['program']]);
  });

  it('are left to the browser with a modifier or another button (a new tab), and off links and controls', () => {
    prerendered();
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('textbox', { name: 'Search' }))).toBe(true);
  });

  it('are dropped when the element is gone, the page drawn anew', async () => {
    const container = prerendered();
    fireEvent.click(screen.getByRole('button', { name: 'Next courses' }));
    container.replaceChildren();

    const tapped = vi.fn();
    await act(async () => {
      root = createRoot(container);
      root.render(<Page onChosen={() => {}} onTapped={tapped} />);
    });
    expect(tapped).not.toHaveBeenCalled();
    // Nothing is held any more: a tap now is the app's at once, and the only one it gets.
    expect(fireEvent.click(screen.getByRole('button', { name: 'Next courses' }))).toBe(true);
    expect(tapped).toHaveBeenCalledExactlyOnceWith('next');
  });
});
