import {
  getIaMarks as getIaMarksOperation,
  updateIaConcern as updateOperation,
} from '@aula/contract/ia-marks';
import type { FastifyInstance } from 'fastify';
import { getIaMarks } from './get-ia-marks.ts';
import { updateIaConcern } from './update-ia-concern.ts';

/** IA marks: the learner's marks by batch and semester, and their answer to them within 48 hours. */
export async function iaMarkRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getIaMarksOperation, ({ db, clock, user, body }) => getIaMarks(db, user, body, clock.now()));
  app.operation(updateOperation, ({ db, clock, user, body }) => updateIaConcern(db, user, body, clock.now()));
}
