import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type Application = OperationOutput<'getApplication'>[number];

export const applicationKeys = {
  all: ['applications'] as const,
  list: (oid: string, eid: string) => [...applicationKeys.all, oid, eid] as const,
  programs: (oid: string, eid: string) => [...applicationKeys.all, oid, eid, 'programs'] as const,
  form: (oid: string, eid: string, bpid: string) => [...applicationKeys.all, oid, eid, 'form', bpid] as const,
  paperForm: (oid: string, eid: string, bpid: string) =>
    [...applicationKeys.all, oid, eid, 'paper-form', bpid] as const,
};

/** The learner's applications (spec `getApplication`); the application wizard invalidates it when it saves. */
export const applicationsQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: applicationKeys.list(oid, eid),
    queryFn: ({ signal }) => callApi('getApplication', { oid, eid }, { signal }),
    staleTime: 60_000,
  });

export function useApplications() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(applicationsQuery(oid, username));
}
