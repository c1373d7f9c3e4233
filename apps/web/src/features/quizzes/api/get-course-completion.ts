import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { quizKeys } from './get-quiz.ts';

/**
 * The course's batch and the titles of its objects the learner has still to complete (those the admin
 * switched off count for nothing), read from their progress in it.
 */
export const courseCompletionQuery = (oid: string, eid: string, bcid: string) =>
  queryOptions({
    queryKey: [...quizKeys.all, 'completion', oid, eid, bcid] as const,
    queryFn: ({ signal }) => callApi('getUserCourseProgress', { oid, eid, bcid }, { signal }),
    select: (progress) => ({
      bpid: progress.bpid,
      objectsLeft: progress.nuggets
        .filter((nugget) => nugget.nenabled)
        .flatMap((nugget) => nugget.objects)
        .filter((object) => object.nenabled && object.userOP.op !== 2)
        .map((object) => ({ oid: object.oid, otitle: object.otitle })),
    }),
    staleTime: 0,
  });

export function useCourseCompletion(bcid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(courseCompletionQuery(oid, username, bcid));
}
