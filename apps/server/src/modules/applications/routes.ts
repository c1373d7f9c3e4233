import { getApplication } from '@aula/contract/applications';
import type { Api } from '../../platform/api.ts';
import { listApplications } from './list-applications.ts';

export function applicationRoutes(api: Api): void {
  // The body's oid and eid are already checked against the session; the session decides whose rows.
  api.register(getApplication, ({ db, user }) => listApplications(db, user));
}
