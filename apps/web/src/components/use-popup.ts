import { useCallback, useState } from 'react';

/**
 * State for a menu, panel or drawer whose code loads on first use (see `lazyComponent`): it is
 * mounted from its first opening on, so that it can animate closed.
 */
export function usePopup<T>() {
  const [anchor, setAnchor] = useState<T | null>(null);
  const [mounted, setMounted] = useState(false);
  const open = useCallback((target: T) => {
    setMounted(true);
    setAnchor(target);
  }, []);
  const close = useCallback(() => setAnchor(null), []);
  return { anchor, isOpen: anchor !== null, mounted, open, close };
}
