import { getUserTotalProgress as operation } from '@aula/contract/progress';
import type { FastifyInstance } from 'fastify';
import { getUserTotalProgress } from './get-user-total-progress.ts';

/** The learner's progress; the body's eid was checked against the session, which names the learner. */
export async function progressRoutes(app: FastifyInstance): Promise<void> {
  app.operation(operation, ({ db, user }) => getUserTotalProgress(db, user));
}
