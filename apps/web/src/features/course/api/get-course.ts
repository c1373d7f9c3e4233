import type { Course } from '@aula/contract/course';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

export type { Course };

export const courseKeys = {
  all: ['course'] as const,
  head: (oid: string, bcid: string) => [...courseKeys.all, oid, bcid, 'head'] as const,
  references: (oid: string, bcid: string) => [...courseKeys.all, oid, bcid, 'references'] as const,
  videos: (oid: string, bcid: string) => [...courseKeys.all, oid, bcid, 'videos'] as const,
  podcasts: (oid: string, bcid: string) => [...courseKeys.all, oid, bcid, 'podcasts'] as const,
};

/** The head of the course page: title, description and weeks of a batch course. */
export const courseQuery = (oid: string, bcid: string) =>
  queryOptions({
    queryKey: courseKeys.head(oid, bcid),
    queryFn: ({ signal }) => callApi('getCourse', { oid, bcid }, { signal }),
  });

export function useCourse(bcid: string) {
  const { oid } = useOrganisation();
  return useQuery(courseQuery(oid, bcid));
}
