import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { installSessions } from './modules/auth/install-sessions.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { certificateRoutes } from './modules/certificates/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { examRoutes } from './modules/exams/routes.ts';
import { hallTicketRoutes } from './modules/hall-tickets/routes.ts';
import { iaMarkRoutes } from './modules/ia-marks/routes.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { findServedOrganisation } from './modules/organisation/find-organisation.ts';
import { organisationRoutes } from './modules/organisation/routes.ts';
import { programDetailRoutes } from './modules/program-detail/routes.ts';
import { programFeedbackRoutes } from './modules/program-feedback/routes.ts';
import { programInfoRoutes } from './modules/program-info/routes.ts';
import { programRoutes } from './modules/programs/routes.ts';
import { progressRoutes } from './modules/progress/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { scholarshipRoutes } from './modules/scholarship/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { testRoutes } from './modules/tests/routes.ts';
import { createApi } from './platform/api.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { createFileStore, type FileStore } from './platform/file-store.ts';
import { createMailer } from './platform/mailer.ts';
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
  /** Where files live; by default the configured store (files under DATA_DIR). */
  files?: FileStore;
}

export async function buildApp({
  config,
  database,
  serveWebApp = true,
  files = createFileStore(config),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
  });
  const { db } = database;

  installErrorHandler(app);
  // API calls are JSON only: a form or text post from another site gets a 415 before any handler.
  app.removeContentTypeParser('text/plain');
  await installSecurityHeaders(app, config);
  await app.register(cookie);
  app.decorateRequest('sessionUser', null);
  installOriginCheck(app, config.PUBLIC_URL);
  installSessions(app, db, config);

  systemRoutes(app, db);
  mediaRoutes(app, files);
  const api = createApi(app, db);
  organisationRoutes(api, config.AULA_OID);
  programRoutes(api);
  programDetailRoutes(api);
  scholarshipRoutes(api);
  authRoutes(api, { config, mailer: createMailer(db, config) });
  analyticsRoutes(api);
  applicationRoutes(api);
  testRoutes(api, config);
  examRoutes(api, config);
  reportRoutes(api);
  eventRoutes(api, app, db, config);
  announcementRoutes(api);
  notificationRoutes(api);
  progressRoutes(api);
  programInfoRoutes(api);
  programFeedbackRoutes(api);
  certificateRoutes(api, { app, db, files, config });
  hallTicketRoutes(api, app, db, files);
  iaMarkRoutes(api);
  if (config.NODE_ENV !== 'production') devMailboxRoutes(app, db);
  const missing = api.missing();
  if (missing.length > 0) throw new Error(`Operations without a handler: ${missing.join(', ')}`);

  if (serveWebApp) {
    await installWebApp(app, webDistFolder, {
      servedOrganisation: () => findServedOrganisation(db, config.AULA_OID),
    });
  }
  app.addHook('onClose', () => database.close());
  return app;
}
