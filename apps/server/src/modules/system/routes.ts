import type { FastifyInstance } from 'fastify';
import { isDatabaseReady } from '../../platform/db.ts';
import { buildOpenApiDocument } from '../../platform/openapi.ts';

/** Liveness, readiness (the database answers) and the API documentation. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await isDatabaseReady(app.db);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unavailable' });
  });
  const document = buildOpenApiDocument();
  app.get('/api/docs', async () => document);
}
