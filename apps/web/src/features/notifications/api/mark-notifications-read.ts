import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * Marks the notifications the learner has on screen as read. It refreshes the bell's count at once;
 * the list on screen keeps its "New" marks for this visit and is fetched afresh on the next.
 */
export function useMarkNotificationsRead() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notids: string[]) => callApi('markNotificationsRead', { oid, eid: username, notids }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: notificationKeys.list(oid, username), refetchType: 'none' });
      await client.invalidateQueries({ queryKey: notificationKeys.unread(oid, username) });
    },
  });
}
