import {
  getBatchID,
  getProgram as programOperation,
  getAcademicSchedule as scheduleOperation,
} from '@aula/contract/program-info';
import type { FastifyInstance } from 'fastify';
import { getAcademicSchedule } from './get-academic-schedule.ts';
import { getBatchId } from './get-batch-id.ts';
import { getProgram } from './get-program.ts';

/** The signed-in learner's program information pages (/myPrograms/programinfo). */
export async function programInfoRoutes(app: FastifyInstance): Promise<void> {
  app.operation(programOperation, ({ db, user, body }) => getProgram(db, user, body));
  app.operation(scheduleOperation, ({ db, user, body }) => getAcademicSchedule(db, user, body));
  app.operation(getBatchID, ({ db, user, body }) => getBatchId(db, user, body));
}
