import type { Certificate } from '@aula/contract/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type { Certificate };

export const certificateKeys = {
  all: ['certificates'] as const,
  list: (oid: string, eid: string) => [...certificateKeys.all, 'list', oid, eid] as const,
  verification: (oid: string, certno: string) => [...certificateKeys.all, 'verify', oid, certno] as const,
};

export async function getCertificates(
  oid: string,
  eid: string,
  signal?: AbortSignal,
): Promise<Certificate[]> {
  const answer = await callApi('getCertificates', { oid, eid }, signal ? { signal } : {});
  return answer.certificates;
}

/** The learner's certificates, newest first. */
export const certificatesQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: certificateKeys.list(oid, eid),
    queryFn: ({ signal }) => getCertificates(oid, eid, signal),
  });

export function useCertificates() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(certificatesQuery(oid, username));
}
