import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { courseKeys } from './course-keys.ts';

export type TaughtCourse = OperationOutput<'staff/listTaughtCourses'>['courses'][number];

export const taughtCoursesQuery = (oid: string) =>
  queryOptions({
    queryKey: courseKeys.taught(oid),
    queryFn: ({ signal }) => callApi('staff/listTaughtCourses', { oid }, { signal }),
  });

/** The batch courses the member teaches, by programme, batch and course. */
export function useTaughtCourses(oid: string) {
  return useQuery(taughtCoursesQuery(oid));
}
