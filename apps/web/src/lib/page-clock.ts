import { useHydrated } from './use-hydrated.ts';

/** When the server drew the prerendered page (ms since the epoch); undefined on a page drawn here. */
let renderedAt: number | undefined;

/** The server's moment of the page's render: set by the prerender, and in the browser from its boot data. */
export function setPageRenderedAt(moment: number): void {
  renderedAt = moment;
}

/**
 * Now, for a screen whose first render reads the clock (the calendar's month and today): the
 * server's moment of the render while the browser hydrates that page, so its markup is the server's
 * whatever the minute or the device's clock; the device's clock in every render after (ADR 0097).
 * Only a small component should read it: it renders again once hydration ends.
 */
export function useNow(): Date {
  const hydrated = useHydrated();
  return !hydrated && renderedAt !== undefined ? new Date(renderedAt) : new Date();
}
