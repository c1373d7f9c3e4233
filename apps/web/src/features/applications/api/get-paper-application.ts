import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { applicationKeys } from './get-application.ts';

export type SavedPaperApplication = OperationOutput<'getPaperApplication'>;

/** The paper-style application the form fills itself from, with the university's today. */
export const paperApplicationQuery = (oid: string, eid: string, pid: string, bpid: string) =>
  queryOptions({
    queryKey: applicationKeys.paperForm(oid, eid, bpid),
    queryFn: ({ signal }) => callApi('getPaperApplication', { oid, eid, pid, bpid }, { signal }),
    // The document addresses it holds live an hour; the form is read afresh each time it opens.
    staleTime: 0,
    gcTime: 0,
  });

export function usePaperApplication(pid: string, bpid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(paperApplicationQuery(oid, username, pid, bpid));
}
