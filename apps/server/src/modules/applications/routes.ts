import { getApplication } from '@aula/contract/applications';
import type { FastifyInstance } from 'fastify';
import { listApplications } from './list-applications.ts';

export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  // The body's oid and eid are already checked against the session; the session decides whose rows.
  app.operation(getApplication, ({ db, user }) => listApplications(db, user));
}
