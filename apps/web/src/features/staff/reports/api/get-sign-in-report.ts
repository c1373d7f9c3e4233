import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';

export type SignInFilter = OperationInput<'staff/getSignInReport'>;

/** Learners' sign-ins per day of the filter. */
export function useSignInReport(filter: SignInFilter) {
  return useQuery({
    queryKey: reportKeys.signIns(filter),
    queryFn: ({ signal }) => callApi('staff/getSignInReport', filter, { signal }),
    placeholderData: keepPreviousData,
  });
}
