import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';

export const challengeKeys = {
  all: ['staff', 'second-factor-challenge'] as const,
};

/**
 * What a half-signed-in staff session still owes (a page reloaded after the password step): the
 * enrolment or the code; null when there is no such session (the sign-in starts at the password).
 */
export const secondFactorChallengeQuery = (oid: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...challengeKeys.all, oid] as const,
    queryFn: async ({ signal }) => {
      const answer = await callApi('staff/secondFactorChallenge', { oid }, { signal }).catch(() => null);
      return answer?.challengeName ?? null;
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useSecondFactorChallenge(oid: string, enabled: boolean) {
  return useQuery(secondFactorChallengeQuery(oid, enabled));
}
