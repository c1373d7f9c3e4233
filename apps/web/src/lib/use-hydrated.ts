import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML in the browser; true in
 * every render after (and from the first render of a page that was not prerendered). Markup that
 * depends on the browser (the screen's width, the visitor's motion settings) must match the server's
 * until this turns true, or hydration would throw the prerendered page away.
 *
 * The store tells React which render is a hydration; its change after hydration comes in a render
 * React must finish at once, so what it unlocks (the narrow screen's drawer, a tab's panel) is left
 * to a deferred render, which React does in slices between the browser's own work (ADR 0060).
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    ),
  );
}
