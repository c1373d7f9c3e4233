import { type RefObject, useEffect, useState } from 'react';

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
  return { active, toggle, available: document.fullscreenEnabled };
}
