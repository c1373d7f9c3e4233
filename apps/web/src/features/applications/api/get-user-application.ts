import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { applicationKeys } from './get-application.ts';

export type SavedApplication = OperationOutput<'getUserApplication'>;

/** The saved application the wizard fills itself from (the spec's update-user-application, action 1). */
export const userApplicationQuery = (oid: string, eid: string, pid: string, bpid: string) =>
  queryOptions({
    queryKey: applicationKeys.form(oid, eid, bpid),
    queryFn: ({ signal }) => callApi('getUserApplication', { oid, eid, action: 1, pid, bpid }, { signal }),
    // The document addresses it holds live an hour; the form is read afresh each time it opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useUserApplication(pid: string, bpid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(userApplicationQuery(oid, username, pid, bpid));
}
