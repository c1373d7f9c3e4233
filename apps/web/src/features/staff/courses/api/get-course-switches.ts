import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { courseKeys } from './course-keys.ts';

export type CourseSwitches = OperationOutput<'staff/getCourseSwitches'>;
export type SwitchedUnit = CourseSwitches['units'][number];

export const courseSwitchesQuery = (oid: string, bcid: string) =>
  queryOptions({
    queryKey: courseKeys.switches(oid, bcid),
    queryFn: ({ signal }) => callApi('staff/getCourseSwitches', { oid, bcid }, { signal }),
    staleTime: 0,
  });

/** A batch course's units, nuggets and objects with their switches, and its feedback forms'. */
export function useCourseSwitches(oid: string, bcid: string) {
  return useQuery(courseSwitchesQuery(oid, bcid));
}
