import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { OrganisationContext } from '../../../../lib/organisation.ts';
import { organisation } from '../../../../test/fixtures.ts';
import { HeroBanner } from './hero-banner.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('public-site');
});

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <MemoryRouter>
      <OrganisationContext value={organisation}>
        <HeroBanner />
      </OrganisationContext>
    </MemoryRouter>,
  );
});

/** The slide on show: the only one not hidden from assistive technology. */
function currentSlide(): string {
  const shown = screen.getAllByRole('group').filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute('aria-label') ?? '';
}

/** Lets `ms` pass in steps of at most one slide, so React renders between slides as in a browser. */
function wait(ms: number) {
  for (let left = ms; left > 0; left -= 3000) {
    act(() => {
      vi.advanceTimersByTime(Math.min(left, 3000));
    });
  }
}

describe('the landing banner', () => {
  it('shows five slides, one at a time, starting with the welcome and its quick-tour link', () => {
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
    expect(currentSlide()).toBe('1 of 5');
    expect(screen.getByRole('heading', { name: 'Welcome to Test University' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the quick tour' })).toHaveAttribute(
      'href',
      '/quickTourPreLogin',
    );
  });

  it('moves to the next slide every 3000 ms and wraps around', () => {
    wait(2999);
    expect(currentSlide()).toBe('1 of 5');
    wait(1);
    expect(currentSlide()).toBe('2 of 5');
    wait(3000 * 3);
    expect(currentSlide()).toBe('5 of 5');
    wait(3000);
    expect(currentSlide()).toBe('1 of 5');
  });

  it('stops on Pause and goes on after Play', () => {
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    wait(10_000);
    expect(currentSlide()).toBe('2 of 5');
    // Paused, the visitor is in charge: slide changes are announced.
    expect(screen.getByRole('region', { name: 'Highlights' }).querySelector('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }));
    wait(3000);
    expect(currentSlide()).toBe('3 of 5');
  });

  it('holds while the pointer rests on it or focus is on one of its links', () => {
    const banner = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(banner);
    wait(9000);
    expect(currentSlide()).toBe('1 of 5');
    fireEvent.mouseLeave(banner);
    wait(3000);
    expect(currentSlide()).toBe('2 of 5');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(9000);
    expect(currentSlide()).toBe('2 of 5');
  });

  it('is driven by its buttons: next, previous and one per slide', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('2 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('5 of 5');
    const fourth = screen.getByRole('button', { name: 'Show slide 4 of 5' });
    fireEvent.click(fourth);
    expect(currentSlide()).toBe('4 of 5');
    expect(fourth).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the links of hidden slides out of reach', () => {
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(5);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
