import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { examScheduler } from './exam-providers.ts';
import { contentUrl } from './public-url.ts';

const hsts = { maxAge: 15_552_000, includeSubDomains: true };

/** Where the embedded video players of youtube and vimeo learning objects come from. */
export const videoPlayerOrigins = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
] as const;

/**
 * What a JSON answer of the API needs: no sniffing it into HTML or script, no referrer, https only,
 * no reading it from another site's page, and no cache keeping it (every call is a POST whose answer
 * is a signed-in learner's data or an error about them; public answers such as the catalogue are cached
 * by the server). A Content-Security-Policy, frame options and the like govern documents a browser
 * renders; a JSON answer is never one, so it does not carry them.
 */
export const jsonApiHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': `max-age=${hsts.maxAge}; includeSubDomains`,
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * Security headers. Pages, media, files and every other answer get helmet's full set with a strict
 * Content-Security-Policy: scripts only from the portal itself; styles allow inline because Material UI
 * (emotion) injects its styles at run time. Answers of contract operations (`config.jsonApi`) get the
 * JSON set above. Helmet's middleware is built once here, so a request only sets precomputed headers.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  /** The served organisation's scheduler origin, when it sets one (ADR 0093); the environment's otherwise. */
  schedulerOrigin: () => Promise<string | undefined> = async () => examScheduler(config)?.origin,
): void {
  // The exam hand-off posts a form to the scheduling provider: its origin, when configured, is the
  // only other place a form of the portal may go. (The proctoring provider opens in a new tab by
  // address, which form-action does not govern.) It is an organisation setting, so it is read per page.
  const formOrigins = new WeakMap<ServerResponse, string>();
  // Course media come from the content origin under signed addresses (ADR 0095): pictures and media
  // elements load them, pdf.js fetches a PDF's bytes.
  const contentOrigin = new URL(contentUrl(config)).origin;
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', contentOrigin],
        mediaSrc: ["'self'", 'blob:', contentOrigin],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", contentOrigin],
        // The portal frames its own PDFs, the content origin's pages and packages (ADR 0083) and
        // YouTube's and Vimeo's players (youtube and vimeo objects): those origins only.
        frameSrc: ["'self'", contentOrigin, ...videoPlayerOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: [
          (_request, response) => {
            const origin = formOrigins.get(response as ServerResponse);
            return origin ? `'self' ${origin}` : "'self'";
          },
        ],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.jsonApi) {
      reply.headers(jsonApiHeaders);
      done();
      return;
    }
    schedulerOrigin().then(
      (origin) => {
        if (origin) formOrigins.set(reply.raw, origin);
        // Helmet's middleware reports no errors of its own; anything it throws reaches Fastify directly.
        pageHeaders(request.raw, reply.raw, () => done());
      },
      (error: unknown) => done(error as Error),
    );
  });
}
