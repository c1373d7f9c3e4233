import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ErrorEnvelope } from '@aula/contract/errors';
import { type Operation, operationPath } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Prerenderer } from './prerender-thread.ts';

/** How the web build's prerenderer calls the API: as the browser's fetch would. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** A page ready to send: its bytes, encoded as the browser accepts. */
export interface SignedInPage {
  body: Buffer;
  encoding: 'br' | 'gzip' | 'identity';
}

/** Renders waiting or running beyond which a request gets the plain page at once. */
const maxRenders = 4;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

async function encodeFor(request: FastifyRequest, html: string): Promise<SignedInPage> {
  const identity = Buffer.from(html);
  const encoding = (encodings.negotiate(request.headers['accept-encoding'] ?? 'identity') ??
    'identity') as SignedInPage['encoding'];
  // Quick settings: the page is made for one request, unlike the landing page's, made once.
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return { body: await promisify(brotliCompress)(identity, { params }), encoding };
  }
  if (encoding === 'gzip') return { body: await promisify(gzip)(identity, { level: 6 }), encoding };
  return { body: identity, encoding };
}

/**
 * The paths of the reads that change something on the server (the calendar feed's address is created
 * on first use) and that a prerender may not ask: those whose route cannot answer it without effects.
 */
const pathsOfReadsWithEffects = new Set(
  Object.values(operations as Record<string, Operation>)
    .filter((operation) => operation.readHasEffects === true && !operation.prerenderReadsWithoutEffects)
    .map((operation) => operationPath(operation.name)),
);

/**
 * Marks this process's own prerender calls: a value made at start, so no request from outside can
 * carry it (it would only take a read's effects away, but a mark anyone can forge marks nothing).
 */
const prerenderHeader = 'x-aula-prerender';
const prerenderMark = randomUUID();

/**
 * Whether the call is the server's prerender of a page (`apiOf`): a read with effects that it may ask
 * (`prerenderReadsWithoutEffects`) then answers only what already is (ADR 0097).
 */
export function isPrerenderCall(request: FastifyRequest): boolean {
  return request.headers[prerenderHeader] === prerenderMark;
}

/**
 * The request's API calls made in this process, with its cookie: the same routes, session checks and
 * access rules as the browser's calls, without a network hop, each marked as the prerender's. A read
 * with effects is refused without reaching its route (the render then fails and the plain page goes),
 * unless its route answers a prerender without them (a quiz already started is resumed, one not
 * started is refused by the route): a prerender shows what the learner has, it never starts an
 * attempt or creates anything on their behalf (ADR 0097).
 */
function apiOf(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  return async (path, init) => {
    if (pathsOfReadsWithEffects.has(path)) {
      request.log.warn({ path }, 'A prerender asked for a read with effects; refused');
      const refusal: ErrorEnvelope = {
        error: { code: 'FORBIDDEN', message: 'A prerender does not make a read with effects.' },
      };
      return Response.json(refusal, { status: 403 });
    }
    const answer = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        cookie: request.headers.cookie ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
        [prerenderHeader]: prerenderMark,
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.body === '' ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * `GET` of a signed-in page the web build prerenders (`signedInPrerenderPaths`: My Programs, the
 * dashboard, the programme page, the calendar, Apply for a Program, the course page, the player and
 * the quiz view's frame) for a request with a session cookie: the page as that learner sees it, with
 * its data, at the server's clock, rendered by the web build's own code (ADRs 0052, 0097). Undefined whenever the plain page should go instead: the path is not
 * prerendered, the session is not signed in, a call failed (a course that is not the learner's),
 * the render took longer than `budgetMs`, or too many renders are under way.
 */
export function signedInPages(
  app: FastifyInstance,
  template: string,
  prerenderer: () => Promise<Prerenderer>,
  budgetMs: number,
) {
  let renders = 0;

  return async function signedInPage(request: FastifyRequest): Promise<SignedInPage | undefined> {
    if (renders >= maxRenders) return undefined;
    const { pageLanguage, signedInPrerenderPaths, renderSignedInPage } = await prerenderer();
    const path = request.url.split('?')[0] ?? '/';
    if (!signedInPrerenderPaths.includes(path)) return undefined;
    renders += 1;
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    const render = pageLanguage({
      cookies: request.cookies,
      acceptLanguage: request.headers['accept-language'],
    })
      .then((language) =>
        renderSignedInPage({
          template,
          url: request.url,
          language,
          cookies: request.cookies,
          api: apiOf(app, request),
          now: app.clock.now().getTime(),
        }),
      )
      .finally(() => {
        renders -= 1;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), budgetMs);
    });
    try {
      const html = await Promise.race([render, late]);
      if (html === 'late') {
        render.catch(() => {});
        request.log.warn({ budgetMs }, 'Prerendering the page took too long; sent the plain page');
        return undefined;
      }
      if (html === undefined) return undefined;
      // The process's CPU time while it rendered (alone on a quiet server: the render's own).
      const cpu = process.cpuUsage(cpuBefore);
      request.log.debug(
        {
          milliseconds: Number(process.hrtime.bigint() - started) / 1e6,
          cpuMilliseconds: (cpu.user + cpu.system) / 1000,
        },
        'Prerendered the signed-in page',
      );
      return await encodeFor(request, html);
    } finally {
      clearTimeout(timer);
    }
  };
}
