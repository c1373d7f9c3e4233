import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * API calls must come from the portal's own pages: a browser always sends Origin with a cross-site
 * POST, so a foreign Origin is refused and another site cannot ride a learner's cookie.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const configuredOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST' || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const ownOrigin = configuredOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin) {
      throw new AppError('FORBIDDEN', 'Requests must come from the portal itself.');
    }
  });
}
