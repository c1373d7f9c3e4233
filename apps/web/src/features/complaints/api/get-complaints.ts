import type { Complaint } from '@aula/contract/complaints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type { Complaint };

export const complaintKeys = {
  all: ['complaints'] as const,
  of: (oid: string, eid: string) => [...complaintKeys.all, oid, eid] as const,
};

export const complaintsQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: complaintKeys.of(oid, eid),
    queryFn: ({ signal }) => callApi('getcomplents', { oid, eid }, { signal }),
  });

/** The signed-in learner's complaints, oldest first. */
export function useComplaints() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(complaintsQuery(oid, username));
}
