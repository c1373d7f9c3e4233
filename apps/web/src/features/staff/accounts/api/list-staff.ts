import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaffApi, type StaffOutput } from '../../staff-api.ts';
import { staffKeys } from './staff-keys.ts';

export type StaffMember = StaffOutput<'staff/listStaff'>['staff'][number];

export const staffListQuery = (oid: string) =>
  queryOptions({
    queryKey: staffKeys.list(oid),
    queryFn: ({ signal }) => callStaffApi('staff/listStaff', { oid }, { signal }),
  });

/** The organisation's staff accounts with their roles and second-factor state. */
export function useStaffList(oid: string) {
  return useQuery(staffListQuery(oid));
}
