import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import type { Config } from './config.ts';
import { devHostRefusedMessage, isDevHostAllowed } from './dev-hosts.ts';

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
 * address could be walked past. Without PUBLIC_URL (never in production) the portal's origin is the
 * request's own, which a page of another site has too once its name resolves to this machine (DNS
 * rebinding): such an origin must also be a loopback host or one of ALLOWED_HOSTS.
 */
export function installOriginCheck(
  app: FastifyInstance,
  config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS'>,
): void {
  const configuredOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  // A callback hook rather than an async one: it runs on every request, exam polls included.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || safeMethods.has(request.method)) {
      done();
      return;
    }
    const ownOrigin = configuredOrigin ?? `${request.protocol}://${request.host}`;
    if (!isOwnOrigin(origin, ownOrigin)) {
      done(new AppError('FORBIDDEN', 'Requests must come from the portal itself.'));
    } else if (configuredOrigin === undefined && !isDevHostAllowed(config, origin)) {
      done(new AppError('FORBIDDEN', devHostRefusedMessage));
    } else {
      done();
    }
  });
}
