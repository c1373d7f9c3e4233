import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyComponent<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the code now (on hover, or at start-up for the page opened). */
  preload: () => Promise<unknown>;
  /** `preload` for event handlers: a failure is ignored here and reported when the component renders. */
  prefetch: () => void;
};

/**
 * A component whose code is its own chunk, loaded when first rendered or earlier by `preload()`.
 * Pages load this way, and so do menus and drawers, which only a click reveals.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // Forget the failure so that a later attempt downloads again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const prefetch = () => {
    preload().catch(() => {});
  };
  return Object.assign(lazy(preload), { preload, prefetch });
}
