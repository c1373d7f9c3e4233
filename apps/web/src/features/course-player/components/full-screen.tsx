import Button from '@mui/material/Button';
import { type RefObject, useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * Whether `target` fills the screen, whether it has since it was shown (`used`: the way back then
 * takes the focus), and a toggle for it (the Fullscreen API).
 */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const onChange = () => {
      const filling = document.fullscreenElement === target.current && target.current !== null;
      setActive(filling);
      if (filling) setUsed(true);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return { active, used, toggle };
}

/**
 * Full screen, or back, where the browser offers it: known only in the browser, so a prerendered
 * page shows it once hydrated (and only this button renders again then).
 */
export function FullScreenButton({
  label,
  onToggle,
  autoFocus = false,
}: {
  label: string;
  onToggle: () => void;
  /** Takes the focus as it appears (the toggle moves between the titles and the full screen's bar). */
  autoFocus?: boolean;
}) {
  const hydrated = useHydrated();
  if (!hydrated || !document.fullscreenEnabled) return null;
  return (
    <Button variant="outlined" size="small" onClick={onToggle} autoFocus={autoFocus}>
      {label}
    </Button>
  );
}
