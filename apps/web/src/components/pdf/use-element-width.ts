import { type RefObject, useEffect, useState } from 'react';

/** The content width of `target` in CSS pixels, kept current as it resizes (0 until measured). */
export function useElementWidth(target: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return width;
}
