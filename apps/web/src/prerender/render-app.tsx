import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/app.tsx';

/** A rendered screen: its markup for #root, what goes into the head (hoisted links, styles), its title. */
export interface RenderedApp {
  html: string;
  head: string;
  /** The text of the page's <title> (escaped already), if it rendered one. */
  title: string | undefined;
}

/**
 * The same <App> as the browser's, at `location`, with what `client` holds: React's `prerender` (it
 * waits for every lazy part) and emotion's critical-CSS extraction, the styles going to the head.
 * Throws if any part of the screen failed to render.
 */
export async function renderApp(client: QueryClient, location: string): Promise<RenderedApp> {
  const cache = createCache({ key: 'css' });
  // Made before rendering: it switches the cache to collecting styles instead of writing <style>
  // elements among the markup, so they can go to the head (where the browser's emotion finds them).
  const emotion = createEmotionServer(cache);
  let failure: unknown;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={location}>
          <App queryClient={client} />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
    {
      // Every part inline, however large: a part sent apart needs an inline script to be shown, and
      // the CSP allows none.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that failed would be left for the browser to draw: the page is not sent at all then.
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  if (failure !== undefined) throw failure;
  const rendered = await new Response(prelude).text();
  // React puts the elements it hoists (the page's <title>, image preloads) first; they belong in the head.
  const hoisted = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)*/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(hoisted.length);
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1];
  const head = hoisted.replace(/<title>[^<]*<\/title>/, '');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, head: head + styles, title };
}
