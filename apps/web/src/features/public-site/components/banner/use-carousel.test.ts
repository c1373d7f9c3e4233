import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCarousel } from './use-carousel.ts';

describe('useCarousel', () => {
  it('stops when reduced motion becomes known after the first render (a hydrated page)', () => {
    const { result, rerender } = renderHook(
      (startPaused: boolean) => useCarousel({ count: 5, intervalMs: 3000, startPaused }),
      { initialProps: false },
    );
    expect(result.current.playing).toBe(true);
    rerender(true);
    expect(result.current.playing).toBe(false);
  });

  it("keeps the visitor's own choice over the system's setting", () => {
    const { result, rerender } = renderHook(
      (startPaused: boolean) => useCarousel({ count: 5, intervalMs: 3000, startPaused }),
      { initialProps: true },
    );
    expect(result.current.playing).toBe(false);
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(true);
    rerender(true);
    expect(result.current.playing).toBe(true);
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(false);
  });
});
