import type { PodcastNugget } from '@aula/contract/course';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { courseKeys } from './get-course.ts';

export type { PodcastNugget };
export type Podcast = PodcastNugget['objects'][number];

/** The nuggets of a course that hold podcasts (the spec's /getpodcast). */
export const podcastsQuery = (oid: string, bcid: string) =>
  queryOptions({
    queryKey: courseKeys.podcasts(oid, bcid),
    queryFn: ({ signal }) => callApi('getpodcast', { oid, bcid }, { signal }),
  });

export function usePodcasts(bcid: string) {
  const { oid } = useOrganisation();
  return useQuery(podcastsQuery(oid, bcid));
}
