import type { ProfileFile, UserProfile } from '@aula/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type { ProfileFile, UserProfile };

export const profileKeys = {
  all: ['profile'] as const,
  of: (oid: string, eid: string) => [...profileKeys.all, oid, eid] as const,
};

export const userProfileQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: profileKeys.of(oid, eid),
    queryFn: ({ signal }) => callApi('getUserProfile', { oid, eid }, { signal }),
  });

/** The signed-in learner's profile. */
export function useUserProfile() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(userProfileQuery(oid, username));
}
