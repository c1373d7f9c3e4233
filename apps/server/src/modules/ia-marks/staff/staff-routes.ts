import {
  answerIaConcern,
  getIaGrid,
  importIaMarks,
  listIaConcerns,
  previewIaImport,
  publishIaComponent,
  saveIaComponent,
  saveIaMarks,
} from '@aula/contract/staff-ia-marks';
import type { FastifyInstance } from 'fastify';
import { publishIaComponent as publish, saveIaComponent as saveComponent } from './ia-components.ts';
import { answerIaConcern as answer, listIaConcerns as concernsOf } from './ia-concerns.ts';
import { iaCourse } from './ia-course.ts';
import { getIaGrid as gridOf } from './ia-grid.ts';
import { importIaMarks as importMarks, previewIaImport as preview } from './ia-import.ts';
import { saveIaMarks as saveMarks } from './save-ia-marks.ts';

/**
 * IA marks on the staff side (ADR 0076): the grid of a batch course, its components, their marks by
 * hand or from a CSV file, publishing, and answering learners' concerns. Every `bcid` has passed the
 * `batchCourse` policy (the caller teaches the course) before a handler runs; every learner and
 * component a body names is checked against that course.
 */
export async function staffIaMarkRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getIaGrid, async ({ db, user, body }) => gridOf(db, await iaCourse(db, user.oid, body.bcid)));
  app.operation(saveIaComponent, async ({ db, clock, user, body, request }) =>
    saveComponent(db, user, await iaCourse(db, user.oid, body.bcid), body, {
      ip: request.ip,
      at: clock.now(),
    }),
  );
  app.operation(saveIaMarks, async ({ db, clock, user, body, request }) =>
    saveMarks(db, user, await iaCourse(db, user.oid, body.bcid), body.cells, {
      ip: request.ip,
      at: clock.now(),
    }),
  );
  app.operation(publishIaComponent, async ({ db, clock, user, body, request }) =>
    publish(db, user, await iaCourse(db, user.oid, body.bcid), body.iaid, {
      ip: request.ip,
      at: clock.now(),
    }),
  );
  app.operation(previewIaImport, async ({ db, user, body }) =>
    preview(db, await iaCourse(db, user.oid, body.bcid), body.csv),
  );
  app.operation(importIaMarks, async ({ db, clock, user, body, request }) =>
    importMarks(db, user, await iaCourse(db, user.oid, body.bcid), body.csv, {
      ip: request.ip,
      at: clock.now(),
    }),
  );
  app.operation(listIaConcerns, async ({ db, clock, user, body }) =>
    concernsOf(db, await iaCourse(db, user.oid, body.bcid), clock.now()),
  );
  app.operation(answerIaConcern, async ({ db, clock, user, body, request }) =>
    answer(db, user, await iaCourse(db, user.oid, body.bcid), body, { ip: request.ip, at: clock.now() }),
  );
}
