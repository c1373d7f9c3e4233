import { type ComponentType, createElement, lazy } from 'react';

export type LazyComponent<P extends object = object> = ComponentType<P> & {
  /** Starts downloading the code now (on hover, or at start-up for the page opened). */
  preload: () => Promise<unknown>;
  /** `preload` for event handlers: a failure is ignored here and reported when the component renders. */
  prefetch: () => void;
};

/**
 * A component whose code is its own chunk, loaded when first rendered or earlier by `preload()`.
 * Pages load this way, and so do menus and drawers, which only a click reveals.
 *
 * Once the code is here the component renders without suspending. React's `lazy` keeps a failed
 * download for good; on a dropped connection that would leave a menu or dialog dead until the page
 * is reloaded. So a failure is forgotten: the next render (the next opening, or Retry) downloads
 * again through a fresh `lazy`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        current = lazy(preload);
        throw error;
      },
    );
    return loading;
  };
  let current = lazy(preload);
  const prefetch = () => {
    preload().catch(() => {});
  };
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per chunk at module load, never in a render.
  function Loaded(props: P) {
    // Code already here renders at once: `lazy` would suspend once even then, and a prerendered page
    // would hydrate that part later (or draw it anew, if its parent rendered again meanwhile).
    return createElement(loaded ?? current, props);
  }
  return Object.assign(Loaded, { preload, prefetch });
}
