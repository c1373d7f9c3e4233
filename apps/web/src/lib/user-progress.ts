import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from './api-client.ts';
import { useOrganisation } from './organisation.ts';
import { useSessionUser } from './session.ts';

export type UserProgress = OperationOutput<'getUserTotalProgress'>;
export type ProgramProgress = UserProgress['bpdata'][number];
export type CourseProgress = ProgramProgress['tcourses'][number];
export type LastOpened = NonNullable<UserProgress['lastOpened']>;

export const userProgressKeys = {
  all: ['user-progress'] as const,
  of: (oid: string, eid: string) => [...userProgressKeys.all, oid, eid] as const,
};

/**
 * The learner's programs, courses and progress (the spec's getUserTotalProgress, kept as the
 * session's `data`): sign-in asks for it, the learner home screens read it. The course player
 * invalidates it when it records progress.
 */
export const userProgressQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: userProgressKeys.of(oid, eid),
    queryFn: ({ signal }) => callApi('getUserTotalProgress', { oid, eid }, { signal }),
    staleTime: 60_000,
  });

/** Starts loading it right after sign-in; a failure is left for the screens to show and retry. */
export function prefetchUserProgress(client: QueryClient, oid: string, eid: string): Promise<void> {
  return client.prefetchQuery(userProgressQuery(oid, eid));
}

/** The signed-in learner's programs with their progress. */
export function useUserProgress() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(userProgressQuery(oid, username));
}
