import { useEffect } from 'react';
import { releaseHeldInput } from '../lib/held-input.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** Gives the app the keys pressed on a prerendered page before it was hydrated (lib/held-input.ts). */
export function ReleaseHeldInput() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) releaseHeldInput();
  }, [hydrated]);
  return null;
}
