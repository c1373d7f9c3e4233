import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { projectKeys } from './project-keys.ts';

/** The 'Approved Message' table: each objective's status, approved message and approval date. */
export function useApprovedMessages(bcid: string, enabled: boolean) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery({
    queryKey: projectKeys.approved(oid, username, bcid),
    queryFn: ({ signal }) => callApi('getProjectApprovedMessage', { oid, eid: username, bcid }, { signal }),
    enabled,
  });
}
