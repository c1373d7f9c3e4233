import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

const labels = {
  region: 'Courses',
  previous: 'Previous',
  next: 'Next',
  position: (first: number, last: number, total: number) => `${first}-${last} of ${total}`,
  slide: (index: number, total: number) => `${index} of ${total}`,
};

/** A window of `width` pixels, as far as media queries go. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

function carouselOf(count: number) {
  const items = Array.from({ length: count }, (_, i) => `Course ${i + 1}`);
  return (
    <Carousel items={items} itemKey={(item) => item} renderItem={(item) => <p>{item}</p>} labels={labels} />
  );
}

function renderCarousel(count: number) {
  render(carouselOf(count));
  const region = screen.getByRole('region', { name: 'Courses' });
  const shown = () =>
    within(region)
      .getAllByRole('group')
      .map((slide) => slide.textContent);
  return { region, shown };
}

describe('the carousel', () => {
  it('shows one slide at a time under 600 px, each reachable with Next and Previous', async () => {
    viewport(360);
    const user = userEvent.setup();
    const { region, shown } = renderCarousel(3);
    expect(shown()).toEqual(['Course 1']);
    expect(within(region).getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(shown()).toEqual(['Course 2']);
    expect(within(region).getByText('2-2 of 3')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Previous' }));
    await user.click(within(region).getByRole('button', { name: 'Previous' }));
    expect(shown()).toEqual(['Course 3']);
  });

  it('shows four slides on wider screens, and no buttons when all fit', () => {
    viewport(1280);
    const { region, shown } = renderCarousel(4);
    expect(shown()).toEqual(['Course 1', 'Course 2', 'Course 3', 'Course 4']);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the carousel on a prerendered page', () => {
  it("is drawn for either width by CSS, so a phone hydrates the server's HTML as it is, then pages", async () => {
    // The server does not know the width: its first view, with the buttons a phone needs.
    const container = document.createElement('div');
    container.innerHTML = renderToString(carouselOf(3));
    document.body.append(container);
    expect(container.querySelectorAll('[role="group"]')).toHaveLength(3);
    expect(container.querySelectorAll('button')).toHaveLength(2);

    viewport(360);
    const recovered = vi.fn();
    const user = userEvent.setup();
    const slide = container.querySelector('[role="group"]');
    const root = await act(async () =>
      hydrateRoot(container, carouselOf(3), { onRecoverableError: recovered }),
    );
    expect(recovered).not.toHaveBeenCalled();
    const region = screen.getByRole('region', { name: 'Courses' });
    expect(region.querySelector('[role="group"]')).toBe(slide);
    const shown = () =>
      within(region)
        .getAllByRole('group')
        .map((each) => each.textContent);
    expect(shown()).toEqual(['Course 1']);
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(shown()).toEqual(['Course 2']);
    expect(within(region).getByText('2-2 of 3')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
