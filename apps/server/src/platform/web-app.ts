import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * brotli or gzip files sent when the build made them and the browser accepts them.
 * Any GET that is not an API call and not a file answers with index.html (client-side routes).
 */
export async function installWebApp(app: FastifyInstance, distFolder: string): Promise<boolean> {
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
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
