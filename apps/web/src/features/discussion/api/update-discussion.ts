import type { DiscussionUpdate } from '@aula/contract/discussion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { type DiscussionPages, discussionKeys } from './get-discussion.ts';

type WithoutTarget<T> = T extends unknown ? Omit<T, 'oid' | 'bcid'> : never;

/** One change by the spec's qtype: 0 question, 1 answer, 2 delete a question, 3 delete an answer. */
export type DiscussionChange = WithoutTarget<DiscussionUpdate>;

/**
 * Posts or deletes in a course's discussion. The server answers the first page as it now is, which
 * replaces the cached pages (other learners' new posts arrive with it); Load more reads on from there.
 */
export function useUpdateDiscussion(bcid: string) {
  const { oid } = useOrganisation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: DiscussionChange) =>
      callApi('updateDiscussion', { oid, bcid, ...change } as DiscussionUpdate),
    onSuccess: (discussion) =>
      client.setQueryData<DiscussionPages>(discussionKeys.of(oid, bcid), {
        pages: [discussion],
        pageParams: [null],
      }),
    // A post deleted meanwhile, or a refusal: show the discussion as the server has it.
    onError: () => client.invalidateQueries({ queryKey: discussionKeys.of(oid, bcid) }),
  });
}
