import { type FocusEvent, useCallback, useEffect, useState } from 'react';

export interface CarouselOptions {
  count: number;
  intervalMs: number;
  /**
   * Paused until the visitor presses Play (they asked the system for reduced motion). It may turn
   * true after the first render (a prerendered page learns it once hydrated).
   */
  startPaused: boolean;
}

/** Mark the play/pause button with this attribute: focus on it does not hold the rotation. */
export const rotationControlAttribute = 'data-rotation-control';

/**
 * One slide at a time, advancing every `intervalMs` while playing. Besides the Pause button, the
 * rotation holds while the pointer rests on the banner or focus is on one of its links or buttons,
 * so no slide moves away while someone reads or uses it (WAI-ARIA carousel pattern).
 */
export function useCarousel({ count, intervalMs, startPaused }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  // Null until the visitor presses Pause or Play; until then the system's setting decides.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !startPaused;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // A timer per slide: moving by hand restarts the count, so every slide gets its full time.
    const timer = setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  return {
    index,
    playing,
    rotating,
    goTo,
    next,
    previous,
    togglePlaying: () => setChosen(!playing),
    /** Spread on the carousel's root element. */
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) => {
        setFocused(!event.target.hasAttribute(rotationControlAttribute));
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
