import type { Discussion, DiscussionCursor } from '@aula/contract/discussion';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

export type { Discussion };
export type DiscussionQuestion = Discussion['discussion'][number];
export type DiscussionAnswer = DiscussionQuestion['answers'][number];
/** The pages of the discussion loaded so far, newest first. */
export type DiscussionPages = InfiniteData<Discussion, DiscussionCursor | null>;

export const discussionKeys = {
  all: ['discussion'] as const,
  of: (oid: string, bcid: string) => [...discussionKeys.all, oid, bcid] as const,
};

/** The discussion of a course (bcid) in the learner's batch, a page of questions at a time. */
export const discussionQuery = (oid: string, bcid: string) =>
  infiniteQueryOptions({
    queryKey: discussionKeys.of(oid, bcid),
    queryFn: ({ signal, pageParam }) =>
      callApi('getDiscussion', { oid, bcid, ...(pageParam ? { after: pageParam } : {}) }, { signal }),
    initialPageParam: null as DiscussionCursor | null,
    getNextPageParam: (page) => page.next,
  });

export function useDiscussion(bcid: string) {
  const { oid } = useOrganisation();
  return useInfiniteQuery(discussionQuery(oid, bcid));
}
