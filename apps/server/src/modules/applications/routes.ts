import { getPrograms, syncUserProgramProgress } from '@aula/contract/admissions';
import {
  getApplicationPresignedUrl,
  getUserApplication,
  updateUserApplication,
} from '@aula/contract/application-wizard';
import { getApplication } from '@aula/contract/applications';
import type { FastifyInstance } from 'fastify';
import { findUserApplication } from './get-user-application.ts';
import { listApplications } from './list-applications.ts';
import { listApplyPrograms } from './list-apply-programs.ts';
import { presignApplicationDocument } from './presign-application-document.ts';
import { startProgram } from './start-program.ts';
import { updateUserApplication as saveApplication } from './update-user-application.ts';

export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  // The body's oid and eid are already checked against the session; the session decides whose rows.
  app.operation(getApplication, ({ db, user }) => listApplications(db, user));
  app.operation(getPrograms, ({ db, user }) => listApplyPrograms(db, user));
  app.operation(syncUserProgramProgress, ({ db, user, body, clock }) =>
    startProgram(db, user, body.bpid, clock.now()),
  );
  app.operation(getUserApplication, ({ user, body, ...services }) =>
    findUserApplication(services, user, body),
  );
  app.operation(updateUserApplication, ({ user, body, ...services }) =>
    saveApplication(services, user, body),
  );
  app.operation(getApplicationPresignedUrl, ({ user, body, ...services }) =>
    presignApplicationDocument(services, user, body),
  );
}
