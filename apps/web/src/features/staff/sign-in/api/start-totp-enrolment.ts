import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';

export type TotpEnrolment = OperationOutput<'staff/startTotpEnrolment'>;

export const enrolmentKeys = {
  all: ['staff', 'totp-enrolment'] as const,
};

/**
 * A new TOTP secret for this account (it replaces an unconfirmed one on the server). Asked once per
 * enrolment step, as a query so that a second render never asks for a second secret; "Start again"
 * asks anew.
 */
export const totpEnrolmentQuery = (oid: string) =>
  queryOptions({
    queryKey: [...enrolmentKeys.all, oid] as const,
    queryFn: ({ signal }) => callApi('staff/startTotpEnrolment', { oid }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useTotpEnrolment(oid: string) {
  return useQuery(totpEnrolmentQuery(oid));
}
