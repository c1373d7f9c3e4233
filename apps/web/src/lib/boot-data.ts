import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { type Organisation, organisationKeys } from './organisation.ts';
import { setPageRenderedAt } from './page-clock.ts';
import { type SessionState, sessionKeys } from './session.ts';

/**
 * What the server writes into a prerendered page, so that the app hydrates that HTML at once instead
 * of asking the API first. A JSON data block, not a script: the CSP allows no inline script, and a
 * data block is never run.
 * - The landing page: the organisation it shows, and the fact that the request carried no session
 *   cookie (so the visitor is signed out).
 * - A signed-in page (`signedInPrerenderPaths`): the queries its first screen read, answered by the API
 *   for that request's session (TanStack Query's dehydrated state), and the moment of the render
 *   (ms since the epoch), which a screen that reads the clock uses until hydrated (`useNow`).
 */
export type BootData =
  | { organisation: Organisation; signedOut: true }
  | { signedIn: true; queries: DehydratedState; renderedAt: number };

export const bootDataId = 'aula-boot';

/** The <template> holding a prerendered page's preload links until it has painted (main.tsx). */
export const deferredPreloadsId = 'aula-deferred-preloads';

/** JSON that cannot end its `<script>` element or open a comment, whatever the organisation's texts hold. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

export function bootDataElement(data: BootData): string {
  return `<script type="application/json" id="${bootDataId}">${scriptSafeJson(data)}</script>`;
}

/** The boot data of a prerendered page, or undefined on a page without (or with unreadable) data. */
export function readBootData(document: Document): BootData | undefined {
  const text = document.getElementById(bootDataId)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    if (data.signedIn === true) {
      const queries = data.queries as Partial<DehydratedState> | undefined;
      return Array.isArray(queries?.queries) &&
        Array.isArray(queries?.mutations) &&
        Number.isFinite(data.renderedAt)
        ? (data as BootData)
        : undefined;
    }
    const organisation = data.organisation as Partial<Organisation> | undefined;
    if (data.signedOut !== true || typeof organisation?.oid !== 'string') return undefined;
    return data as BootData;
  } catch {
    return undefined;
  }
}

/** Puts what the page came with into the query cache, as if the API had answered. */
export function seedBootData(client: QueryClient, data: BootData): void {
  if ('signedIn' in data) {
    hydrate(client, data.queries);
    setPageRenderedAt(data.renderedAt);
    return;
  }
  client.setQueryData<Organisation>(organisationKeys.all, data.organisation);
  const signedOut: SessionState = { status: 'signedOut', expired: false };
  client.setQueryData<SessionState>(sessionKeys.all, signedOut);
}
