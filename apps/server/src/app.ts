import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { organisationRoutes } from './modules/organisation/routes.ts';
import { programRoutes } from './modules/programs/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { createApi } from './platform/api.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { installOriginCheck } from './platform/origin-check.ts';
import { webDistFolder } from './platform/paths.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { installWebApp } from './platform/web-app.ts';
import './platform/session-user.ts';

/** Largest JSON body accepted; files never travel in JSON (they go to signed upload URLs). */
export const BODY_LIMIT = 2 * 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the built web app when it exists (off in API tests). */
  serveWebApp?: boolean;
}

export async function buildApp({
  config,
  database,
  serveWebApp = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
  });
  const { db } = database;

  installErrorHandler(app);
  await installSecurityHeaders(app);
  await app.register(cookie);
  app.decorateRequest('sessionUser', null);
  installOriginCheck(app, config.PUBLIC_URL);

  systemRoutes(app, db);
  const api = createApi(app, db);
  organisationRoutes(api, config.AULA_OID);
  programRoutes(api);
  const missing = api.missing();
  if (missing.length > 0) throw new Error(`Operations without a handler: ${missing.join(', ')}`);

  if (serveWebApp) await installWebApp(app, webDistFolder);
  app.addHook('onClose', () => database.close());
  return app;
}
