import type { QueryClient } from '@tanstack/react-query';
import type { OperationOutput } from '../../../lib/api-client.ts';
import { userProgressKeys } from '../../../lib/user-progress.ts';
import { coursePlayerKeys, type UserCourseProgress } from './get-user-course-progress.ts';

export type ObjectProgressAnswer = OperationOutput<'syncUserProgress'>;

/** Writes an object's new progress (from the server, or expected while offline) into the outline. */
export function recordObjectProgress(
  client: QueryClient,
  key: { oid: string; eid: string; bcid: string },
  answer: ObjectProgressAnswer,
): void {
  client.setQueryData<UserCourseProgress>(coursePlayerKeys.course(key.oid, key.eid, key.bcid), (course) =>
    course
      ? {
          ...course,
          tp: answer.tp,
          lastObjid: answer.objid,
          nuggets: course.nuggets.map((nugget) => ({
            ...nugget,
            objects: nugget.objects.map((object) =>
              object.oid === answer.objid ? { ...object, userOP: answer.userOP } : object,
            ),
          })),
        }
      : course,
  );
  // The dashboard's percents and continue card read the learner's total progress.
  void client.invalidateQueries({ queryKey: userProgressKeys.all });
}
