import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML in the browser; true in
 * every render after (and from the first render of a page that was not prerendered). Markup that
 * depends on the browser (the screen's width, the visitor's motion settings) must match the server's
 * until this turns true, or hydration would throw the prerendered page away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
