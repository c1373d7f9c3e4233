import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { type AdmissionsQuery, admissionKeys } from './admission-keys.ts';

export type AdmissionsPage = OperationOutput<'staff/listAdmissions'>;
export type AdmissionRow = AdmissionsPage['rows'][number];

export const admissionsQuery = (query: AdmissionsQuery) =>
  queryOptions({
    queryKey: admissionKeys.list(query),
    queryFn: ({ signal }) => callApi('staff/listAdmissions', query, { signal }),
    // A queue changes as counsellors decide: a page is fresh for a short while only.
    staleTime: 15_000,
    // The page on view stays while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
  });

/** One page of a queue, filtered and sorted by the server. */
export function useAdmissions(query: AdmissionsQuery) {
  return useQuery(admissionsQuery(query));
}
