import type { CourseVideoItem } from '@aula/contract/course';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { courseKeys } from './get-course.ts';

export type { CourseVideoItem };

/** The course videos of a course, newest first (the spec's course videos call). */
export const courseVideosQuery = (oid: string, bcid: string) =>
  queryOptions({
    queryKey: courseKeys.videos(oid, bcid),
    queryFn: ({ signal }) => callApi('getCourseVideos', { oid, bcid }, { signal }),
  });

export function useCourseVideos(bcid: string) {
  const { oid } = useOrganisation();
  return useQuery(courseVideosQuery(oid, bcid));
}
