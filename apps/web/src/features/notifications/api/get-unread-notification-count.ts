import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSession } from '../../../lib/session.ts';
import { notificationKeys } from './notification-keys.ts';

/** How often the bell asks again while the portal stays open. */
const POLL_MS = 5 * 60_000;

export const unreadNotificationCountQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(oid, eid),
    queryFn: async ({ signal }) =>
      (await callApi('getUnreadNotificationCount', { oid, eid }, { signal })).unread,
    refetchInterval: POLL_MS,
  });

/**
 * The number on the header's bell: the learner's unread notifications, or 0 while it is unknown (a
 * failed count only leaves the badge off; the bell still opens the page).
 */
export function useUnreadNotificationCount(): number {
  const { oid } = useOrganisation();
  const { data: session } = useSession();
  // The shell renders once more while signing out: then there is no one to count for.
  const eid = session?.status === 'signedIn' ? session.session.user.username : '';
  return useQuery({ ...unreadNotificationCountQuery(oid, eid), enabled: eid !== '' }).data ?? 0;
}
