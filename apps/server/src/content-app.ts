import Fastify, { type FastifyInstance } from 'fastify';
import { contentRoutes } from './modules/media/index.ts';
import { scormRuntimeRoutes } from './modules/scorm/index.ts';
import { AppError } from './platform/app-error.ts';
import { type AppServices, appServices } from './platform/app-services.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { type LogDestination, loggerOptions } from './platform/logger.ts';
import { contentUrl, publicUrl } from './platform/public-url.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content origin's own server (ADR 0083), listening on CONTENT_PORT beside the portal's. */
    content: FastifyInstance;
  }
}

/** Only reading: the content origin has no operation, no session and no form to post to. */
const readMethods = new Set(['GET', 'HEAD']);

/**
 * The headers of every answer of the content origin (ADR 0083). Packages run as on any LMS: no
 * `sandbox`, no script policy, so their inline scripts, handlers, frames, storage and dialogs work. Only
 * the portal (and the content origin itself, for a package's own frames) may frame them, no answer is
 * sniffed into another type, and the signed address of a page never leaves the origin as a referrer.
 * The portal's pages may read what they are given an address for (ADR 0095): pdf.js fetches a PDF's
 * bytes, and a video's `<track>` is loaded with `crossorigin`; no cookie is involved either way.
 */
export function contentHeaders(portalOrigin: string): Record<string, string> {
  return {
    'content-security-policy': `frame-ancestors 'self' ${portalOrigin}`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'access-control-allow-origin': portalOrigin,
  };
}

/**
 * The content origin: a Fastify instance of its own, sharing the portal's services, whose only routes
 * are signed content files and the SCORM launcher (ADR 0086). No cookie is read and no operation answers
 * here, so a page of the content origin can never act with a learner's session, whatever it fetches.
 */
export async function buildContentApp(
  services: AppServices,
  logDestination: LogDestination | undefined,
): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logDestination),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
  });
  installErrorHandler(app);
  await app.register(appServices, services);
  const headers = contentHeaders(new URL(publicUrl(config)).origin);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (readMethods.has(request.method)) done();
    else done(new AppError('FORBIDDEN', `The content origin ${contentUrl(config)} only serves files.`));
  });
  await app.register(contentRoutes);
  await app.register(scormRuntimeRoutes);
  return app;
}
