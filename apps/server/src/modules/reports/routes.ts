import { getLearnerReport as operation } from '@aula/contract/reports';
import type { Api } from '../../platform/api.ts';
import { getLearnerReport } from './get-learner-report.ts';

/** Reports and analytics: the session names the learner; the body's eid was checked against it. */
export function reportRoutes(api: Api): void {
  api.register(operation, ({ db, user }) => getLearnerReport(db, user, new Date()));
}
