import {
  createProgramme,
  getCatalogueProgramme,
  listCatalogue,
  reorderCatalogue,
  saveBatch,
  saveProgramme,
  setBatchCourses,
  setProgrammeStatus,
} from '@aula/contract/staff-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { createProgramme as create } from './create-programme.ts';
import { getCatalogueProgramme as getProgramme } from './get-programme.ts';
import { listCatalogue as list } from './list-catalogue.ts';
import { reorderCatalogue as reorder } from './reorder-catalogue.ts';
import { saveBatch as saveOneBatch } from './save-batch.ts';
import { saveProgramme as saveTexts } from './save-programme.ts';
import { setBatchCourses as setCourses } from './set-batch-courses.ts';
import { setProgrammeStatus as setStatus } from './set-programme-status.ts';

const change = (c: { db: Db; user: SessionUser; clock: Clock; request: FastifyRequest }) => ({
  db: c.db,
  actor: c.user,
  now: c.clock.now(),
  ip: c.request.ip,
});

/** Admins author the catalogue: programmes, their status and order, batches and batch courses (ADR 0088). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  app.operation(listCatalogue, ({ db, user, body }) => list(db, user.oid, body.status));
  app.operation(createProgramme, (c) => create(change(c), c.body));
  app.operation(getCatalogueProgramme, ({ db, user, body }) => getProgramme(db, user.oid, body.pid));
  app.operation(saveProgramme, (c) => saveTexts({ ...change(c), files: c.files }, c.body.pid, c.body.texts));
  app.operation(setProgrammeStatus, (c) => setStatus(change(c), c.body.pid, c.body.status));
  app.operation(reorderCatalogue, (c) => reorder(change(c), c.body.pids));
  app.operation(saveBatch, (c) => saveOneBatch(change(c), c.body));
  app.operation(setBatchCourses, (c) => setCourses(change(c), c.body));
}
