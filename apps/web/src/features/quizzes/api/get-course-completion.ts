import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { quizKeys } from './get-quiz.ts';

/** Whether the learner has completed the course (tp 2), read from their progress in it. */
export const courseCompletionQuery = (oid: string, eid: string, bcid: string) =>
  queryOptions({
    queryKey: [...quizKeys.all, 'completion', oid, eid, bcid] as const,
    queryFn: ({ signal }) => callApi('getUserCourseProgress', { oid, eid, bcid }, { signal }),
    select: (progress) => ({ complete: progress.tp === 2, bpid: progress.bpid }),
    staleTime: 0,
  });

export function useCourseCompletion(bcid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(courseCompletionQuery(oid, username, bcid));
}
