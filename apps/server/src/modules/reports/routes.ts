import { getLearnerReport as operation } from '@aula/contract/reports';
import type { FastifyInstance } from 'fastify';
import { getLearnerReport } from './get-learner-report.ts';

/** Reports and analytics: the session names the learner; the body's eid was checked against it. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.operation(operation, ({ db, clock, user }) => getLearnerReport(db, user, clock.now()));
}
