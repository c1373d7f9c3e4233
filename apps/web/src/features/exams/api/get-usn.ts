import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export const examKeys = {
  all: ['exams'] as const,
  usns: (oid: string, eid: string) => [...examKeys.all, 'usn', oid, eid] as const,
  schedulingForm: (oid: string, bpid: string) => [...examKeys.all, 'scheduling-form', oid, bpid] as const,
};

/** The learner's University Seat Numbers by batch (spec `getusn`). */
export const usnsQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: examKeys.usns(oid, eid),
    queryFn: ({ signal }) => callApi('getusn', { oid, eid }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useUsns() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(usnsQuery(oid, username));
}
