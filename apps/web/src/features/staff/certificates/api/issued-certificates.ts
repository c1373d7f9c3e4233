import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

export type IssuedCertificatesQuery = OperationInput<'staff/listIssuedCertificates'>;
export type IssuedCertificate = OperationOutput<'staff/listIssuedCertificates'>['rows'][number];

export const certificateKeys = {
  all: ['staff', 'certificates'] as const,
  lists: () => [...certificateKeys.all, 'list'] as const,
  list: (query: IssuedCertificatesQuery) => [...certificateKeys.lists(), query] as const,
  template: (oid: string) => [...certificateKeys.all, 'template', oid] as const,
};

export const issuedCertificatesQuery = (query: IssuedCertificatesQuery) =>
  queryOptions({
    queryKey: certificateKeys.list(query),
    queryFn: ({ signal }) => callApi('staff/listIssuedCertificates', query, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** One page of the organisation's certificates, newest first, matching the search. */
export function useIssuedCertificates(query: IssuedCertificatesQuery) {
  return useQuery(issuedCertificatesQuery(query));
}

/** Issues a learner's certificate (the server checks completion); the list is read again afterwards. */
export function useIssueCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OperationInput<'staff/issueCertificate'>) => callApi('staff/issueCertificate', input),
    onSettled: () => client.invalidateQueries({ queryKey: certificateKeys.lists() }),
  });
}

/** Revokes a certificate with a reason; the list is read again afterwards, revoked or not. */
export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OperationInput<'staff/revokeCertificate'>) =>
      callApi('staff/revokeCertificate', input),
    onSettled: () => client.invalidateQueries({ queryKey: certificateKeys.lists() }),
  });
}
