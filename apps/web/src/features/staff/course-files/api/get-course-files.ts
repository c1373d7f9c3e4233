import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { courseFileKeys } from './course-file-keys.ts';

export type CourseFiles = OperationOutput<'staff/getCourseFiles'>;

export function courseFilesQuery(oid: string) {
  return queryOptions({
    queryKey: courseFileKeys.list(oid),
    queryFn: () => callApi('staff/getCourseFiles', { oid }),
  });
}

/** The organisation's uploaded course files and packages, newest first, with their reports. */
export function useCourseFiles() {
  const { oid } = useOrganisation();
  return useQuery(courseFilesQuery(oid));
}
