import type { DiscussionUpdate } from '@aula/contract/discussion';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useOutbox } from '../../../lib/outbox.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { type DiscussionPages, discussionKeys } from './get-discussion.ts';
import type { DiscussionChange } from './update-discussion.ts';

/** A question (qtype 0) or an answer (1) the learner posted, with the question it answers, to show. */
export interface DiscussionPost {
  change: Extract<DiscussionChange, { qtype: 0 | 1 }>;
  about?: string;
}

/**
 * The learner's posts to a course's discussion, kept on the device until the server has them (offline
 * too) and sent with the id each was given. The server answers the first page as it now is, which
 * replaces the cached pages; a refusal reads the discussion again as the server has it.
 */
export function useDiscussionOutbox(bcid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const client = useQueryClient();
  return useOutbox<DiscussionPost>(`aula.outbox.discussion:${oid}:${username}:${bcid}`, async (item) => {
    try {
      const discussion = await callApi('updateDiscussion', {
        oid,
        bcid,
        ...item.body.change,
        clientId: item.id,
      } as DiscussionUpdate);
      client.setQueryData<DiscussionPages>(discussionKeys.of(oid, bcid), {
        pages: [discussion],
        pageParams: [null],
      });
    } catch (error) {
      if (error instanceof ApiError && error.code !== 'NETWORK' && error.status < 500) {
        void client.invalidateQueries({ queryKey: discussionKeys.of(oid, bcid) });
      }
      throw error;
    }
  });
}
