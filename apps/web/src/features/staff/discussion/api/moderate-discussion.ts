import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { staffDiscussionKeys } from './discussion-keys.ts';

/** One moderation of a course's discussion, as the staff screen sends it. */
export type Moderation =
  | { kind: 'answer'; body: OperationInput<'staff/answerDiscussion'> }
  | { kind: 'hide'; body: OperationInput<'staff/hidePost'> }
  | { kind: 'unhide'; body: OperationInput<'staff/unhidePost'> }
  | { kind: 'lock'; body: OperationInput<'staff/lockThread'> }
  | { kind: 'approve'; body: OperationInput<'staff/approvePost'> }
  | { kind: 'review'; body: OperationInput<'staff/setDiscussionReview'> };

function send(moderation: Moderation): Promise<unknown> {
  switch (moderation.kind) {
    case 'answer':
      return callApi('staff/answerDiscussion', moderation.body);
    case 'hide':
      return callApi('staff/hidePost', moderation.body);
    case 'unhide':
      return callApi('staff/unhidePost', moderation.body);
    case 'lock':
      return callApi('staff/lockThread', moderation.body);
    case 'approve':
      return callApi('staff/approvePost', moderation.body);
    case 'review':
      return callApi('staff/setDiscussionReview', moderation.body);
  }
}

/**
 * Sends a moderation; the discussion and the courses' counts are read again afterwards, done or not,
 * so the screen shows what the server now holds.
 */
export function useModerateDiscussion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: staffDiscussionKeys.all }),
  });
}
