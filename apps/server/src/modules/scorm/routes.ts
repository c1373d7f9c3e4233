import { commitScormData as commitOperation, getScormData as getOperation } from '@aula/contract/scorm';
import type { FastifyInstance } from 'fastify';
import { commitScormData } from './commit-scorm-data.ts';
import { getScormData } from './get-scorm-data.ts';
import { runtimeScriptPath } from './package-pages.ts';
import { runtimeScript } from './runtime-script.ts';

/** SCORM objects: launch data and commits of CMI data, and the script every package page loads. */
export async function scormRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getOperation, ({ db, user, body, clock }) => getScormData(db, user, body, clock.now()));
  app.operation(commitOperation, ({ db, user, body, clock }) => commitScormData(db, user, body, clock.now()));
  app.get(runtimeScriptPath, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      // Loaded by package pages, whose sandbox gives them an opaque origin of their own.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(runtimeScript()),
  );
}
