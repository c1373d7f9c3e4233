import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { type StaffListQuery, staffKeys } from './staff-keys.ts';

export type StaffMember = OperationOutput<'staff/listStaff'>['staff'][number];

export const staffListQuery = (query: StaffListQuery) =>
  queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => callApi('staff/listStaff', query, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the organisation's staff accounts, by name, matching the search and role. */
export function useStaffList(query: StaffListQuery) {
  return useQuery(staffListQuery(query));
}
