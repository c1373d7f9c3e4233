import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * `children` once the page is hydrated; `fallback` on the server and while a prerendered page
 * hydrates: for parts that belong to the browser (the clock, a media element, pdf.js). Only this
 * small component renders again at that moment, so its parent's other parts hydrate undisturbed.
 */
export function AfterHydration({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
