import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { buildContentApp } from './content-app.ts';
import { catalogueSections, recordSectionFiles } from './content-sections.ts';
import { admissionRoutes } from './modules/admissions/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { announcementRoutes } from './modules/announcements/index.ts';
import { applicationRoutes } from './modules/applications/index.ts';
import {
  assessmentRoutes,
  measuredPollPace,
  type PollPace,
  serverTimeLane,
} from './modules/assessments/index.ts';
import { assignedExamRoutes } from './modules/assigned-exams/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { authRoutes, sessionsPlugin } from './modules/auth/index.ts';
import { bundleRoutes } from './modules/bundles/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { certificateRoutes } from './modules/certificates/index.ts';
import { complaintRoutes } from './modules/complaints/index.ts';
import { courseRoutes } from './modules/course/index.ts';
import { courseBuilderRoutes } from './modules/course-builder/index.ts';
import { courseFileRoutes } from './modules/course-files/index.ts';
import { discussionRoutes } from './modules/discussion/index.ts';
import { eventRoutes } from './modules/events/index.ts';
import { examRoutes } from './modules/exams/index.ts';
import { hallTicketRoutes } from './modules/hall-tickets/index.ts';
import { iaMarkRoutes, staffIaMarkRoutes } from './modules/ia-marks/index.ts';
import { devMailboxRoutes } from './modules/mail/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import {
  assertServedOrganisation,
  examProvidersOf,
  findPortalOrganisation,
  organisationRoutes,
  servedOid,
} from './modules/organisation/index.ts';
import { organisationSettingsRoutes } from './modules/organisation-settings/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { programDetailRoutes } from './modules/program-detail/index.ts';
import { programFeedbackRoutes } from './modules/program-feedback/index.ts';
import { programInfoRoutes } from './modules/program-info/index.ts';
import { programRoutes } from './modules/programs/index.ts';
import { progressRoutes } from './modules/progress/index.ts';
import { projectPhaseRoutes } from './modules/project-phase/index.ts';
import { quizAuthoringRoutes } from './modules/quiz-authoring/index.ts';
import { quizRoutes } from './modules/quizzes/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { scholarshipRoutes } from './modules/scholarship/index.ts';
import { scormRoutes } from './modules/scorm/index.ts';
import { sharedObjectRoutes } from './modules/shared-objects/index.ts';
import { staffRoutes } from './modules/staff/index.ts';
import { staffReportRoutes } from './modules/staff-reports/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { teachingRoutes } from './modules/teaching/index.ts';
import { accountUploadRoutes, uploadAddressesOf } from './modules/uploads/index.ts';
import { missingOperations, operationsPlugin } from './platform/api.ts';
import { appServices } from './platform/app-services.ts';
import { missingPolicies } from './platform/authorize.ts';
import { cacheRegistryPlugin } from './platform/cache-registry.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { installControlCharacterGuard } from './platform/control-character-guard.ts';
import type { Database } from './platform/db.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { examScheduler } from './platform/exam-providers.ts';
import { createFileStore, type FileStore } from './platform/file-store.ts';
import { type RequestLane, serverWithLane } from './platform/http-server.ts';
import { localFileRoutes } from './platform/local-file-routes.ts';
import { type LogDestination, loggerOptions } from './platform/logger.ts';
import { createMailer } from './platform/mailer.ts';
import { installOriginCheck } from './platform/origin-check.ts';
import { webDistFolder } from './platform/paths.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';
import { installWebApp } from './platform/web-app.ts';

/** Largest JSON body accepted; files never travel in JSON (they go to signed upload URLs). */
export const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Every module's routes, one Fastify plugin each with one signature: `(app) => Promise<void>`. A
 * module reads the app's services from the instance (`app.db`, `app.config`, ...) and registers its
 * contract operations with `app.operation(...)`.
 */
const moduleRoutes: readonly FastifyPluginAsync[] = [
  systemRoutes,
  mediaRoutes,
  organisationRoutes,
  programRoutes,
  programDetailRoutes,
  scholarshipRoutes,
  authRoutes,
  staffRoutes,
  auditRoutes,
  analyticsRoutes,
  applicationRoutes,
  admissionRoutes,
  assignedExamRoutes,
  examRoutes,
  reportRoutes,
  eventRoutes,
  announcementRoutes,
  notificationRoutes,
  progressRoutes,
  programInfoRoutes,
  programFeedbackRoutes,
  certificateRoutes,
  hallTicketRoutes,
  iaMarkRoutes,
  staffIaMarkRoutes,
  courseRoutes,
  accountUploadRoutes,
  profileRoutes,
  complaintRoutes,
  sharedObjectRoutes,
  discussionRoutes,
  projectPhaseRoutes,
  scormRoutes,
  assessmentRoutes,
  quizRoutes,
  teachingRoutes,
  bundleRoutes({ sections: catalogueSections, notImported: recordSectionFiles }),
  courseBuilderRoutes,
  courseFileRoutes,
  staffReportRoutes,
  organisationSettingsRoutes,
  quizAuthoringRoutes,
  catalogueRoutes,
];

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the built web app when it exists (off in API tests). */
  serveWebApp?: boolean;
  /** Where the built web app is (apps/web/dist by default; a test's stand-in build). */
  webFolder?: string;
  /** Where files live; by default the configured store (files under DATA_DIR). */
  files?: FileStore;
  /** Where log lines go; standard output by default (tests capture them). */
  logDestination?: LogDestination;
  /** The one clock every rule about time reads; the machine's by default, a movable one in tests. */
  clock?: Clock;
  /** Check each answer against the contract's zod schema as well (the server tests turn this on). */
  checkResponses?: boolean;
  /** How often quiz views poll the server's time: by how busy this server is, by default; set in tests. */
  pollPace?: PollPace;
}

/**
 * The composition root: the one place that knows every module. Plugins in layers, as the official
 * fastify/demo has them: the app's services, then the HTTP protections, then sessions and the contract
 * operations, then each module's routes.
 */
export async function buildApp({
  config,
  database,
  serveWebApp = true,
  webFolder = webDistFolder,
  clock = systemClock,
  files = createFileStore(config, clock),
  logDestination,
  checkResponses = false,
  pollPace = measuredPollPace(),
}: AppOptions): Promise<FastifyInstance> {
  // The exam's server-time poll is answered before Fastify once the app can (ADR 0057).
  let lane: RequestLane = () => false;
  const app = Fastify({
    serverFactory: serverWithLane(() => lane),
    logger: loggerOptions(config.LOG_LEVEL, logDestination),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { maxParamLength: 200 },
  });
  const { db } = database;

  installErrorHandler(app);
  installControlCharacterGuard(app);
  // API calls are JSON only: a form or text post from another site gets a 415 before any handler.
  app.removeContentTypeParser('text/plain');
  const services = { db, config, files, clock, mailer: createMailer(db, config) };
  await app.register(appServices, services);
  const content = await buildContentApp(services, logDestination);
  app.decorate('content', content);
  app.addHook('onClose', () => content.close());
  app.decorate('pollPace', pollPace);
  app.addHook('onClose', () => pollPace.close());
  installSecurityHeaders(app, config, () =>
    servedOid(db, config.AULA_OID)
      .then(async (oid) => examScheduler((await examProvidersOf(db, config, oid)).settings)?.origin)
      // No organisation yet (a fresh database): the environment's scheduler, if any.
      .catch(() => examScheduler(config)?.origin),
  );
  await app.register(cookie);
  installOriginCheck(app, config);
  // Each module's caches and the announcements that clear them (ADR 0051): made where they are used.
  await app.register(cacheRegistryPlugin, { database });
  await app.register(sessionsPlugin);
  await app.register(operationsPlugin, {
    checkResponses,
    assertServedOrganisation: (oid) => assertServedOrganisation(db, config.AULA_OID, oid),
  });

  for (const routes of moduleRoutes) await app.register(routes);
  await app.register(localFileRoutes, { uploads: uploadAddressesOf(db, clock) });
  await app.register(devMailboxRoutes);
  const missing = missingOperations(app);
  if (missing.length > 0) throw new Error(`Operations without a handler: ${missing.join(', ')}`);
  const unguarded = missingPolicies(app.subjectPolicies);
  if (unguarded.length > 0) throw new Error(`Subject kinds without a policy: ${unguarded.join(', ')}`);
  lane = serverTimeLane(app);

  if (serveWebApp) {
    await installWebApp(app, webFolder, {
      servedOrganisation: () => findPortalOrganisation(db, config.AULA_OID, clock.now()),
      signedInBudgetMs: config.PRERENDER_BUDGET_MS,
    });
  }
  app.addHook('onClose', () => database.close());
  return app;
}
