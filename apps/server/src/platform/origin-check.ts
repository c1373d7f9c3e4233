import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Methods that only read: every other method is checked, whatever its path. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A call may change things when its browser sent no Origin (not a cross-site call) or the portal's own. */
export function isOwnOrigin(origin: string | undefined, ownOrigin: string): boolean {
  return origin === undefined || origin === ownOrigin;
}

/**
 * Calls that change anything must come from the portal's own pages: a browser always sends Origin with
 * a cross-site POST, so a foreign Origin is refused and another site cannot ride a learner's cookie.
 * `Origin: null` (a sandboxed frame, such as authored media, or a redirect) is foreign too. The check
 * does not look at the path: the router decodes `/%61pi/...` to an operation, so a test on the raw
 * address could be walked past.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const configuredOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  // A callback hook rather than an async one: it runs on every request, exam polls included.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || safeMethods.has(request.method)) {
      done();
      return;
    }
    const ownOrigin = configuredOrigin ?? `${request.protocol}://${request.host}`;
    done(
      isOwnOrigin(origin, ownOrigin)
        ? undefined
        : new AppError('FORBIDDEN', 'Requests must come from the portal itself.'),
    );
  });
}
