import { getPrograms, syncUserProgramProgress } from '@aula/contract/admissions';
import { getApplication } from '@aula/contract/applications';
import type { FastifyInstance } from 'fastify';
import { listApplications } from './list-applications.ts';
import { listApplyPrograms } from './list-apply-programs.ts';
import { startProgram } from './start-program.ts';

export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  // The body's oid and eid are already checked against the session; the session decides whose rows.
  app.operation(getApplication, ({ db, user }) => listApplications(db, user));
  app.operation(getPrograms, ({ db, user }) => listApplyPrograms(db, user));
  app.operation(syncUserProgramProgress, ({ db, user, body, clock }) =>
    startProgram(db, user, body.bpid, clock.now()),
  );
}
