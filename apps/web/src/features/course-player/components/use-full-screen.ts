import { type RefObject, useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** Whether `target` fills the screen, and a toggle for it (the Fullscreen API). */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement === target.current && target.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  // The server's render (a prerendered page) has no document: no full screen until hydrated.
  const hydrated = useHydrated();
  return { active, toggle, available: hydrated && document.fullscreenEnabled };
}
