import { type RefObject, useEffect, useRef, useState } from 'react';

function spread(touches: TouchList): number {
  const [a, b] = [touches[0], touches[1]];
  if (!a || !b) return 0;
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
}

/**
 * Two fingers pinching on `target`: while they move, `ratio` is how far they spread since they landed
 * (2 is twice as far apart); when one lifts, `onPinched(ratio)` is called and `ratio` is 1 again. The
 * target should have `touch-action: pan-x pan-y`, so that the browser scrolls it but leaves the pinch.
 */
export function usePinch(target: RefObject<HTMLElement | null>, onPinched: (ratio: number) => void): number {
  const [ratio, setRatio] = useState(1);
  const pinched = useRef(onPinched);
  pinched.current = onPinched;
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let start = 0;
    let current = 1;
    const onStart = (event: TouchEvent) => {
      if (event.touches.length !== 2) return;
      start = spread(event.touches);
      current = 1;
    };
    const onMove = (event: TouchEvent) => {
      if (start === 0 || event.touches.length !== 2) return;
      event.preventDefault();
      current = spread(event.touches) / start;
      setRatio(current);
    };
    const onEnd = () => {
      if (start === 0) return;
      start = 0;
      setRatio(1);
      if (current !== 1) pinched.current(current);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [target]);
  return ratio;
}
