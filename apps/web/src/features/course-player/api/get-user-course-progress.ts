import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type UserCourseProgress = OperationOutput<'getUserCourseProgress'>;
export type PlayerNugget = UserCourseProgress['nuggets'][number];
export type PlayerObject = PlayerNugget['objects'][number];

export const coursePlayerKeys = {
  all: ['course-player'] as const,
  course: (oid: string, eid: string, bcid: string) => [...coursePlayerKeys.all, oid, eid, bcid] as const,
};

/** A course's units and objects with the learner's progress in each (the player's outline). */
export const userCourseProgressQuery = (oid: string, eid: string, bcid: string) =>
  queryOptions({
    queryKey: coursePlayerKeys.course(oid, eid, bcid),
    queryFn: ({ signal }) => callApi('getUserCourseProgress', { oid, eid, bcid }, { signal }),
  });

export function useUserCourseProgress(bcid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(userCourseProgressQuery(oid, username, bcid));
}
