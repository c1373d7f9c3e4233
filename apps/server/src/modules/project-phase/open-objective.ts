import { type ProjectObject, projectMessages } from '@aula/contract/project-phase';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { type LearnerCourse, studiedCourseOf } from '../enrolments/index.ts';
import { projectPlan } from './project-plan.ts';

export interface OpenObjective {
  course: LearnerCourse;
  objective: ProjectObject;
}

/**
 * An objective of the learner's batch course that is open to them: a 403 for a course not theirs, a 404
 * for no such objective, a 409 with the spec's words while it is locked.
 */
export async function openObjective(
  db: Db,
  user: SessionUser,
  bcid: string,
  objid: string,
): Promise<OpenObjective> {
  const course = await studiedCourseOf(db, user, bcid);
  const plan = await projectPlan(db, user, course);
  const objective = plan.nuggets
    .flatMap((nugget) => nugget.objects)
    .find((object) => object.oid === objid && object.otype === 'objective');
  if (!objective)
    throw new AppError('NOT_FOUND', 'There is no such objective.', { objid: 'no such objective' });
  if (objective.lock === 'previousIncomplete') {
    throw new AppError('CONFLICT', projectMessages.previousIncomplete, { objid: 'locked' });
  }
  if (objective.lock === 'nuggetDisabled') {
    throw new AppError('CONFLICT', projectMessages.nuggetDisabled, { objid: 'locked' });
  }
  return { course, objective };
}
