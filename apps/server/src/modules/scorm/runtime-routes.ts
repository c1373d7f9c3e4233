import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../../platform/public-url.ts';
import {
  launcherPage,
  launcherScript,
  launcherScriptPath,
  retiredRuntimeScript,
  retiredRuntimeScriptPath,
  scormLauncherPath,
} from './launcher-page.ts';

const javascript = 'text/javascript; charset=utf-8';
const cached = 'public, max-age=300';

/**
 * On the content origin (ADR 0086): the launcher page the player frames, its script talking to the
 * portal, and the retired per-page script, which now does nothing.
 */
export async function scormRuntimeRoutes(app: FastifyInstance): Promise<void> {
  const script = launcherScript(new URL(publicUrl(app.config)).origin);
  app.get(scormLauncherPath, async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cached)
      .send(launcherPage),
  );
  app.get(launcherScriptPath, async (_request, reply) =>
    reply.header('content-type', javascript).header('cache-control', cached).send(script),
  );
  app.get(retiredRuntimeScriptPath, async (_request, reply) =>
    reply.header('content-type', javascript).header('cache-control', cached).send(retiredRuntimeScript),
  );
}
