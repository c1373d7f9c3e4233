import {
  exportAssessmentReport,
  exportFunnelReport,
  exportProgressReport,
  exportSignInReport,
  getAssessmentReport,
  getFunnelReport,
  getProgressReport,
  getSignInReport,
  listFunnelProgrammes,
} from '@aula/contract/staff-reports';
import type { FastifyInstance } from 'fastify';
import { assessmentReport, assessmentReportCsv } from './assessment-report.ts';
import { funnelProgrammes, funnelReport, funnelReportCsv } from './funnel-report.ts';
import { progressReport, progressReportCsv } from './progress-report.ts';
import { signInReport, signInReportCsv } from './sign-in-report.ts';

/**
 * Staff reports (ADR 0085). The contract's roles and subjects have run first: a `bcid` the actor does
 * not teach, or a `pid` outside a counsellor's scope, never reaches a handler; each service narrows
 * the rest to the actor's scope itself. Reports hold counts only, so reading or exporting one is not audited.
 */
export async function staffReportRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getProgressReport, ({ db, user, body }) => progressReport(db, user, body));
  app.operation(exportProgressReport, ({ db, clock, user, body }) =>
    progressReportCsv(db, user, body, clock.now()),
  );
  app.operation(listFunnelProgrammes, ({ db, user }) => funnelProgrammes(db, user));
  app.operation(getFunnelReport, ({ db, user, body }) => funnelReport(db, user, body));
  app.operation(exportFunnelReport, ({ db, clock, user, body }) =>
    funnelReportCsv(db, user, body, clock.now()),
  );
  app.operation(getAssessmentReport, ({ db, user, body }) => assessmentReport(db, user.oid, body));
  app.operation(exportAssessmentReport, ({ db, clock, user, body }) =>
    assessmentReportCsv(db, user.oid, body, clock.now()),
  );
  app.operation(getSignInReport, ({ db, user, body }) => signInReport(db, user.oid, body));
  app.operation(exportSignInReport, ({ db, clock, user, body }) =>
    signInReportCsv(db, user.oid, body, clock.now()),
  );
}
