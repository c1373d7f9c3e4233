import Button from '@mui/material/Button';
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
  return { active, toggle };
}

/**
 * Full screen, or back, where the browser offers it: known only in the browser, so a prerendered
 * page shows it once hydrated (and only this button renders again then).
 */
export function FullScreenButton({ label, onToggle }: { label: string; onToggle: () => void }) {
  const hydrated = useHydrated();
  if (!hydrated || !document.fullscreenEnabled) return null;
  return (
    <Button variant="outlined" size="small" onClick={onToggle}>
      {label}
    </Button>
  );
}
