// The server-side entry of the web build (`vite build --ssr`, into dist-ssr/): the API server calls
// it to prerender the landing page for its organisation and a visitor's language, and caches the page.
// It renders the same <App> as main.tsx, at '/', signed out, with the organisation already known, so
// that the browser can hydrate the HTML instead of drawing the page again (ADR: first paint).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { paths } from './app/paths.ts';
import { preloadPage } from './app/router.tsx';
import { type BootData, bootDataElement, deferredPreloadsId, seedBootData } from './lib/boot-data.ts';
import { i18n, type Language, languageCookieName, preferredLanguage, startupNamespaces } from './lib/i18n.ts';
import type { Organisation } from './lib/organisation.ts';
import { createQueryClient } from './lib/query-client.ts';

/** The languages of an Accept-Language header, most wanted first (`fr-CA,fr;q=0.9,en;q=0.5`). */
function acceptedLanguages(header: string | undefined): string[] {
  const ranges = (header ?? '').split(',').map((part, position) => {
    const [tag = '', ...parameters] = part.trim().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), position };
  });
  return ranges
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map((range) => range.tag);
}

/** The language of the page for a request: as the browser will choose it (`initialLanguage`). */
export function pageLanguage(request: {
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
}): Language {
  return preferredLanguage(request.cookies[languageCookieName], acceptedLanguages(request.acceptLanguage));
}

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

async function renderApp(organisation: Organisation, language: Language) {
  await i18n.changeLanguage(language);
  await Promise.all([i18n.loadNamespaces(startupNamespaces), preloadPage(paths.landing.path)]);
  const queryClient = createQueryClient();
  const boot: BootData = { organisation, signedOut: true };
  seedBootData(queryClient, boot);
  const cache = createCache({ key: 'css' });
  // Made before rendering: it switches the cache to collecting styles instead of writing <style>
  // elements among the markup, so they can go to the head (where the browser's emotion finds them).
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={paths.landing.getHref()}>
          <App queryClient={queryClient} />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
    // Every part inline, however large: a part sent apart needs an inline script to be shown, and
    // the CSP allows none.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const rendered = await new Response(prelude).text();
  // React puts the elements it hoists (the page's <title>, image preloads) first; they belong in the head.
  const hoisted = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)*/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(hoisted.length);
  const head = hoisted.replace(/<title>[^<]*<\/title>/, '');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, head: head + styles, boot };
}

function fill(template: string, marker: RegExp, replacement: string): string {
  if (!marker.test(template)) throw new Error(`index.html has no ${marker.source}`);
  return template.replace(marker, () => replacement);
}

// One render at a time: the language is the i18n instance's, shared by every render.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The landing page as a signed-out visitor sees it before anything is fetched, in `template`
 * (the built index.html): header, banner, the catalogue's loading state and footer, their styles
 * inline, and the boot data the browser hydrates with.
 */
export function renderLandingPage(input: {
  template: string;
  organisation: Organisation;
  language: Language;
}): Promise<string> {
  const render = queue.then(async () => {
    const { html, head, boot } = await renderApp(input.organisation, input.language);
    // The app's code is fetched once the page has painted: its preload links wait, inert, in a
    // <template> that main.tsx puts into the head then (else the browser would fetch it all first).
    const preloads = input.template.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    let page = input.template.replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
    page = fill(page, /<html lang="[^"]*">/, `<html lang="${input.language}">`);
    page = fill(
      page,
      /<\/head>/,
      `<template id="${deferredPreloadsId}">${preloads.join('')}</template></head>`,
    );
    page = fill(page, /<title>[^<]*<\/title>/, `<title>${escapeText(input.organisation.name)}</title>`);
    page = fill(page, /<\/head>/, `${head}</head>`);
    return fill(page, /<div id="root"><\/div>/, `<div id="root">${html}</div>${bootDataElement(boot)}`);
  });
  queue = render.catch(() => {});
  return render;
}
