import type { Discussion } from '@aula/contract/discussion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

export type { Discussion };
export type DiscussionQuestion = Discussion['discussion'][number];
export type DiscussionAnswer = DiscussionQuestion['answers'][number];

export const discussionKeys = {
  all: ['discussion'] as const,
  of: (oid: string, bcid: string) => [...discussionKeys.all, oid, bcid] as const,
};

/** The discussion of a course (bcid) in the learner's batch. */
export const discussionQuery = (oid: string, bcid: string) =>
  queryOptions({
    queryKey: discussionKeys.of(oid, bcid),
    queryFn: ({ signal }) => callApi('getDiscussion', { oid, bcid }, { signal }),
  });

export function useDiscussion(bcid: string) {
  const { oid } = useOrganisation();
  return useQuery(discussionQuery(oid, bcid));
}
