import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sessionCookieName } from '@aula/contract/auth';
import type { ServedOrganisation } from '@aula/contract/organisation';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Visitor } from './prerender-messages.ts';
import { type Prerenderer, startPrerenderThread } from './prerender-thread.ts';
import { signedInPages } from './signed-in-pages.ts';

export interface WebAppOptions {
  /** The organisation the landing page shows; without it `/` is the plain index.html. */
  servedOrganisation?: () => Promise<ServedOrganisation>;
  /** How long a signed-in page may take to prerender before the plain page goes instead. */
  signedInBudgetMs?: number;
}

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

async function encode(html: string): Promise<Encoded> {
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    promisify(brotliCompress)(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    promisify(gzip)(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gzipped };
}

/**
 * `GET /` for a visitor without a session: the landing page prerendered by the web build's own code
 * for this organisation and the visitor's language, so it paints before any script has run (ADR:
 * first paint). Each page is rendered once per organisation record and language, and kept compressed.
 */
function landingPages(
  template: string,
  prerenderer: () => Promise<Prerenderer>,
  servedOrganisation: () => Promise<ServedOrganisation>,
) {
  let cache: { organisation: string; pages: Map<string, Promise<Encoded>> } | undefined;

  return async function landingPage(visitor: Visitor): Promise<Encoded> {
    const { pageLanguage, renderLandingPage } = await prerenderer();
    const organisation = await servedOrganisation();
    const key = JSON.stringify(organisation);
    if (cache?.organisation !== key) cache = { organisation: key, pages: new Map() };
    const { pages } = cache;
    const language = await pageLanguage(visitor);
    let page = pages.get(language);
    if (!page) {
      page = renderLandingPage({ template, organisation, language }).then(encode);
      pages.set(language, page);
      // A failed render is tried again at the next visit.
      page.catch(() => pages.delete(language));
    }
    return page;
  };
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * brotli or gzip files sent when the build made them and the browser accepts them.
 * Any GET that is not an API call and not a file answers with index.html (client-side routes),
 * prerendered for the landing page (signed out) and the web build's `signedInPrerenderPaths` (signed in).
 */
export async function installWebApp(
  app: FastifyInstance,
  distFolder: string,
  options: WebAppOptions = {},
): Promise<boolean> {
  if (!existsSync(join(distFolder, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distFolder,
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.includes(`${join(distFolder, 'assets')}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const entry = join(distFolder, '..', 'dist-ssr', 'prerender.js');
  const prerendered = existsSync(entry);
  // Started when first needed: once the server listens (see onListen below), or at the first visit;
  // started again at the next visit if its thread stops.
  let loaded: Promise<Prerenderer> | undefined;
  const prerenderer = () => {
    loaded ??= startPrerenderThread(entry, () => {
      loaded = undefined;
    });
    return loaded;
  };
  app.addHook('onClose', async () => {
    const started = await loaded?.catch(() => undefined);
    await started?.close();
  });
  const template = prerendered ? readFileSync(join(distFolder, 'index.html'), 'utf8') : '';
  const landingPage =
    prerendered && options.servedOrganisation
      ? landingPages(template, prerenderer, options.servedOrganisation)
      : null;
  const signedInPage = prerendered
    ? signedInPages(app, template, prerenderer, options.signedInBudgetMs ?? 1000)
    : null;
  // The first visitor after a start should not wait for the render: it starts once the server listens.
  app.addHook('onListen', async () => {
    if (!landingPage) return;
    landingPage({ cookies: {} }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'Could not prerender the landing page at start-up');
    });
  });
  app.get('/', async (request, reply) => {
    // With a session cookie the visitor may be signed in: the app decides, from the plain page. So
    // does any query (`?dialog=login` changes what renders, and pages are cached by language only).
    const plain = request.cookies[sessionCookieName] !== undefined || request.url !== '/';
    if (!landingPage || plain) return sendIndex(reply);
    try {
      const page = await landingPage({
        cookies: request.cookies,
        acceptLanguage: request.headers['accept-language'],
      });
      const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity') ?? 'identity';
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(page[encoding]);
    } catch (error) {
      // The plain page works without the prerendered one, only later: never an error page for it.
      request.log.error({ err: error }, 'Prerendering the landing page failed; sent the plain page');
      return sendIndex(reply);
    }
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    if (signedInPage && request.cookies[sessionCookieName] !== undefined) {
      try {
        const page = await signedInPage(request);
        if (page) {
          if (page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
          // One learner's page: never kept by a browser or a shared cache, nor given to another cookie.
          return reply
            .header('cache-control', 'no-store')
            .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
            .type('text/html; charset=utf-8')
            .send(page.body);
        }
      } catch (error) {
        // A course that is not the learner's, an ended session, a failure: the app decides, from the plain page.
        request.log.info({ err: error }, 'Did not prerender the signed-in page; sent the plain page');
      }
    }
    return sendIndex(reply);
  });
  return true;
}
