import { getPrograms, syncUserProgramProgress } from '@aula/contract/admissions';
import {
  getApplicationPresignedUrl,
  getUserApplication,
  updateUserApplication,
} from '@aula/contract/application-wizard';
import { getApplication } from '@aula/contract/applications';
import {
  getPaperApplication,
  getPaperApplicationPresignedUrl,
  updatePaperApplication,
} from '@aula/contract/paper-application';
import type { FastifyInstance } from 'fastify';
import { findPaperApplication } from './get-paper-application.ts';
import { findUserApplication } from './get-user-application.ts';
import { listApplications } from './list-applications.ts';
import { listApplyPrograms } from './list-apply-programs.ts';
import { presignApplicationDocument } from './presign-application-document.ts';
import { presignPaperDocument } from './presign-paper-document.ts';
import { startProgram } from './start-program.ts';
import { updatePaperApplication as savePaperApplication } from './update-paper-application.ts';
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
  // The paper-style form: only for a program whose application form is 'paper'.
  app.operation(getPaperApplication, ({ user, body, ...services }) =>
    findPaperApplication(services, user, body),
  );
  app.operation(updatePaperApplication, ({ user, body, ...services }) =>
    savePaperApplication(services, user, body),
  );
  app.operation(getPaperApplicationPresignedUrl, ({ user, body, ...services }) =>
    presignPaperDocument(services, user, body),
  );
}
