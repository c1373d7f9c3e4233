// The server-side entry of the web build (`vite build --ssr`, into dist-ssr/): the API server calls
// it to prerender pages with the web app's own code, so that they paint before any script has run
// and the browser hydrates the HTML instead of drawing the page again (ADRs 0028 and 0052):
// - the landing page, for the organisation and a visitor's language (the server caches it);
// - the signed-in pages named by `signedInPrerenderPaths`, for one request's session, with the data
//   their first screen reads asked of the server's own API with that request's cookie.
import { dehydrate } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { paths } from './app/paths.ts';
import { preloadPage } from './app/router.tsx';
import { type ApiTransport, withApiTransport } from './lib/api-client.ts';
import { type BootData, bootDataElement, deferredPreloadsId, seedBootData } from './lib/boot-data.ts';
import { withRequestCookies } from './lib/cookies.ts';
import { parseHtmlWithWindow } from './lib/html-text.ts';
import { i18n, type Language, languageCookieName, preferredLanguage, startupNamespaces } from './lib/i18n.ts';
import { type Organisation, organisationQuery } from './lib/organisation.ts';
import { setPageRenderedAt } from './lib/page-clock.ts';
import { createQueryClient } from './lib/query-client.ts';
import { sanitizeWithWindow } from './lib/sanitize-html.ts';
import { sessionQuery } from './lib/session.ts';
import { gatheringClient, renderWithData } from './prerender/gather-queries.ts';
import { type RenderedApp, renderApp } from './prerender/render-app.tsx';

// Staff-authored HTML (a course's description) is sanitised by DOMPurify here as in the browser, and
// a programme's name read as text, in a DOM of jsdom's: the same markup, which the browser then
// hydrates. jsdom is the server's dependency (vite.config.ts leaves it out of this build).
const serverWindow = new JSDOM('').window;
sanitizeWithWindow(serverWindow);
parseHtmlWithWindow(serverWindow);

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

function fill(template: string, marker: RegExp, replacement: string): string {
  if (!marker.test(template)) throw new Error(`index.html has no ${marker.source}`);
  return template.replace(marker, () => replacement);
}

/**
 * `template` (the built index.html) with the rendered screen in #root, its styles in the head, and
 * the boot data the browser hydrates with.
 */
function pageOf(
  template: string,
  input: { language: Language; title: string; rendered: RenderedApp; boot: BootData },
): string {
  // The app's code is fetched once the page has painted: its preload links wait, inert, in a
  // <template> that main.tsx puts into the head then (else the browser would fetch it all first).
  const preloads = template.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  let page = template.replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
  page = fill(page, /<html lang="[^"]*">/, `<html lang="${input.language}">`);
  page = fill(
    page,
    /<\/head>/,
    `<template id="${deferredPreloadsId}">${preloads.join('')}</template></head>`,
  );
  page = fill(page, /<title>[^<]*<\/title>/, `<title>${input.title}</title>`);
  page = fill(page, /<\/head>/, `${input.rendered.head}</head>`);
  const root = `<div id="root">${input.rendered.html}</div>${bootDataElement(input.boot)}`;
  return fill(page, /<div id="root"><\/div>/, root);
}

// One render at a time: the language is the i18n instance's, and the API transport the api client's,
// shared by every render.
let queue: Promise<unknown> = Promise.resolve();

function queued<T>(render: () => Promise<T>): Promise<T> {
  const result = queue.then(render);
  queue = result.catch(() => {});
  return result;
}

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
  return queued(async () => {
    await i18n.changeLanguage(input.language);
    await Promise.all([i18n.loadNamespaces(startupNamespaces), preloadPage(paths.landing.path)]);
    const client = createQueryClient();
    const boot: BootData = { organisation: input.organisation, signedOut: true };
    seedBootData(client, boot);
    const rendered = await renderApp(client, paths.landing.getHref());
    const title = escapeText(input.organisation.name);
    return pageOf(input.template, { language: input.language, title, rendered, boot });
  });
}

/** The signed-in pages the server prerenders for a request with a session cookie. */
export const signedInPrerenderPaths: readonly string[] = [
  paths.myPrograms.path,
  paths.dashboard.path,
  paths.programInfo.path,
  paths.events.path,
  paths.applyProgram.path,
  paths.course.path,
  paths.coursePlayer.path,
  // With the questions when the attempt was started already (a reload, a return); its frame only
  // otherwise, for starting the attempt is the learner's act (`readWithEffectsResumedByPrerender`).
  paths.courseAssessment.path,
];

/** A screen reads its data in at most this many steps (the course, then its tab's panel, ...). */
const maxRenders = 5;

/**
 * A signed-in page at `url` (one of `signedInPrerenderPaths`, with its query) as the learner of this
 * request sees it, with the data its first screen reads already in: `api` is the server's own API
 * called with the request's cookie, so what the page shows is exactly what the API lets this session
 * see; `cookies` are the request's, read as the device's (the current program, ADR 0097); `now` is
 * the server's clock, the moment of the render, which the browser hydrates with (the calendar's day).
 * Undefined when the request is not signed in. Throws when a call fails (a course that is not the
 * learner's, an error): the browser then starts from the plain page and shows what it has to.
 */
export function renderSignedInPage(input: {
  template: string;
  url: string;
  language: Language;
  cookies: Record<string, string | undefined>;
  api: ApiTransport;
  now: number;
}): Promise<string | undefined> {
  return queued(async () => {
    await i18n.changeLanguage(input.language);
    const pathname = new URL(input.url, 'http://localhost').pathname;
    if (!signedInPrerenderPaths.includes(pathname)) throw new Error(`${pathname} is not prerendered`);
    const code = Promise.all([i18n.loadNamespaces(['common', 'shell']), preloadPage(pathname)]);
    return withApiTransport(input.api, async () => {
      const gathering = gatheringClient();
      const { client } = gathering;
      const [session, organisation] = await Promise.all([
        client.fetchQuery(sessionQuery()),
        client.fetchQuery(organisationQuery()),
        code,
      ]);
      if (session.status !== 'signedIn') return undefined;
      // The server's clock for every render of the page, carried to the browser for its hydration.
      const renderedAt = input.now;
      setPageRenderedAt(renderedAt);
      const rendered = await withRequestCookies(input.cookies, () =>
        renderWithData(gathering, () => renderApp(client, input.url), maxRenders),
      );
      const boot: BootData = { signedIn: true, queries: dehydrate(client), renderedAt };
      client.clear();
      const title = rendered.title ?? escapeText(organisation.name);
      return pageOf(input.template, { language: input.language, title, rendered, boot });
    });
  });
}
