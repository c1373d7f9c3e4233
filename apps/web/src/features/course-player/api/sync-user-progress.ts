import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import type { PlayerObject, UserCourseProgress } from './get-user-course-progress.ts';
import { recordObjectProgress } from './player-cache.ts';
import { callOrQueue, offline } from './progress-call.ts';

export interface MarkComplete {
  object: PlayerObject;
  /** Seconds since the object was opened. */
  timespent: number;
  course: UserCourseProgress;
}

/**
 * Mark Complete (the spec's SYNC_USER_PROGRESS). Offline, the completion is kept on the device and
 * the outline shows the object complete meanwhile, so the learner may go on.
 */
export function useSyncUserProgress(bcid: string) {
  const client = useQueryClient();
  const { oid } = useOrganisation();
  const { username: eid } = useSessionUser();
  return useMutation({
    mutationFn: ({ object, timespent }: MarkComplete) =>
      callOrQueue({ kind: 'complete', oid, eid, bcid, objid: object.oid, timespent }, () =>
        callApi('syncUserProgress', { oid, eid, bcid, objid: object.oid, timespent }),
      ),
    onSuccess: (answer, { object, timespent, course }) => {
      recordObjectProgress(
        client,
        { oid, eid, bcid },
        answer === offline
          ? {
              objid: object.oid,
              userOP: { op: 2, timespent: object.userOP.timespent + timespent },
              tp: course.tp,
            }
          : answer,
      );
    },
  });
}
