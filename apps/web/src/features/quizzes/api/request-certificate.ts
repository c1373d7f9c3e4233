import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

/** The spec's generateCertificate for the course's batch; statusCode 200 is the certificate issued. */
export function useRequestCertificate() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useMutation({
    mutationFn: ({ bpid, cid }: { bpid: string; cid: string }) =>
      callApi('generateCertificate', { oid, eid: username, bpid, cid }),
  });
}
