import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../../platform/public-url.ts';
import { runtimeScriptPath } from './package-pages.ts';
import { runtimeScript } from './runtime-script.ts';

/** On the content origin (ADR 0083): the script every page of a package loads, talking to the portal. */
export async function scormRuntimeRoutes(app: FastifyInstance): Promise<void> {
  const script = runtimeScript(new URL(publicUrl(app.config)).origin);
  app.get(runtimeScriptPath, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(script),
  );
}
