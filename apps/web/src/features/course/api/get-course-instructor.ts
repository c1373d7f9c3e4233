import type { CourseInstructor } from '@aula/contract/course';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { courseKeys } from './get-course.ts';

export type { CourseInstructor };

/** The instructor of a course (the spec's course instructor call). */
export const courseInstructorQuery = (oid: string, bcid: string) =>
  queryOptions({
    queryKey: courseKeys.instructor(oid, bcid),
    queryFn: ({ signal }) => callApi('getCourseInstructor', { oid, bcid }, { signal }),
  });

export function useCourseInstructor(bcid: string) {
  const { oid } = useOrganisation();
  return useQuery(courseInstructorQuery(oid, bcid));
}
