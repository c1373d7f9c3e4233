import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export type StaffMember = OperationOutput<'staff/listStaff'>['staff'][number];

export const staffListQuery = (oid: string) =>
  queryOptions({
    queryKey: staffKeys.list(oid),
    queryFn: ({ signal }) => callApi('staff/listStaff', { oid }, { signal }),
  });

/** The organisation's staff accounts with their roles and second-factor state. */
export function useStaffList(oid: string) {
  return useQuery(staffListQuery(oid));
}
