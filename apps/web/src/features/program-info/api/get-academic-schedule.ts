import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { programInfoKeys } from './get-program.ts';

export type AcademicSchedule = OperationOutput<'getAcademicSchedule'>;

/** The batch's dates, its courses week by week and its events. */
export const academicScheduleQuery = (oid: string, bpid: string) =>
  queryOptions({
    queryKey: programInfoKeys.schedule(oid, bpid),
    queryFn: ({ signal }) => callApi('getAcademicSchedule', { oid, bpid }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useAcademicSchedule(bpid: string) {
  const { oid } = useOrganisation();
  return useQuery(academicScheduleQuery(oid, bpid));
}
