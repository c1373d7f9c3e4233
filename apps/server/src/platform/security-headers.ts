import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { examScheduler } from './exam-providers.ts';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from the portal itself.
 * Styles allow inline because Material UI (emotion) injects its styles at run time.
 */
export async function installSecurityHeaders(app: FastifyInstance, config?: Config): Promise<void> {
  // The exam hand-off posts a form to the scheduling provider: its origin, when configured, is the
  // only other place a form of the portal may go. (The proctoring provider opens in a new tab by
  // address, which form-action does not govern.)
  const scheduler = config ? examScheduler(config) : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(scheduler ? [scheduler.origin] : [])],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
  });
}
