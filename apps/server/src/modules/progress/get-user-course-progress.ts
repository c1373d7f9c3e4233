import type { PlayerObject, UserCourseProgress } from '@aula/contract/course-player';
import type { Db } from '../../platform/db.ts';
import { isNuggetOn, isObjectOn } from '../course/index.ts';
import { learnerCourseProgress } from './learner-course-progress.ts';
import type { Learner } from './progress-queries.ts';

/**
 * A course as the player shows it: its units and objects in order, each with the learner's progress
 * (op 0 and no time for what they have not touched), the course's tp and where they were last.
 */
export async function getUserCourseProgress(
  db: Db,
  learner: Learner,
  bcid: string,
): Promise<UserCourseProgress> {
  const progress = await learnerCourseProgress(db, learner, bcid);
  const nuggets = (progress.details?.nuggets ?? []).map((nugget) => ({
    nid: nugget.nid,
    unit: nugget.unit,
    ntitle: nugget.ntitle,
    nduration: nugget.nduration,
    nenabled: isNuggetOn(progress.switches, nugget.nid),
    objects: nugget.objects.map((object): PlayerObject => {
      const row = progress.objects.get(object.oid);
      return {
        ...object,
        nenabled: isObjectOn(progress.switches, nugget.nid, object.oid),
        userOP: { op: row?.op ?? 0, timespent: row?.timespent ?? 0 },
      };
    }),
  }));
  return {
    ...progress.course,
    ttitle: progress.ttitle,
    freenavigation: progress.freenavigation,
    tp: progress.tp,
    lastObjid: progress.lastObjid,
    nuggets,
  };
}
