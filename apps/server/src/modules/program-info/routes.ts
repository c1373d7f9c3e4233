import {
  getBatchID,
  getProgram as programOperation,
  getAcademicSchedule as scheduleOperation,
} from '@aula/contract/program-info';
import type { Api } from '../../platform/api.ts';
import { getAcademicSchedule } from './get-academic-schedule.ts';
import { getBatchId } from './get-batch-id.ts';
import { getProgram } from './get-program.ts';

/** The signed-in learner's program information pages (/myPrograms/programinfo). */
export function programInfoRoutes(api: Api): void {
  api.register(programOperation, ({ db, user, body }) => getProgram(db, user, body));
  api.register(scheduleOperation, ({ db, user, body }) => getAcademicSchedule(db, user, body));
  api.register(getBatchID, ({ db, user, body }) => getBatchId(db, user, body));
}
