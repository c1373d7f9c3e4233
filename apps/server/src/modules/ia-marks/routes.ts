import {
  getIaMarks as getIaMarksOperation,
  updateIaConcern as updateOperation,
} from '@aula/contract/ia-marks';
import type { Api } from '../../platform/api.ts';
import { getIaMarks } from './get-ia-marks.ts';
import { updateIaConcern } from './update-ia-concern.ts';

/** IA marks: the learner's marks by batch and semester, and their answer to them within 48 hours. */
export function iaMarkRoutes(api: Api): void {
  api.register(getIaMarksOperation, ({ db, user, body }) => getIaMarks(db, user, body));
  api.register(updateOperation, ({ db, user, body }) => updateIaConcern(db, user, body));
}
