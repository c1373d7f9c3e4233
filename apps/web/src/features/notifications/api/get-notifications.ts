import type { Notification } from '@aula/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { notificationKeys } from './notification-keys.ts';

export type { Notification };

export async function getNotifications(oid: string, eid: string, signal?: AbortSignal) {
  const answer = await callApi('getNotifications', { oid, eid }, signal ? { signal } : {});
  return answer.notifications;
}

/** The learner's notifications, newest first (GET_NOTIFICATIONS). */
export const notificationsQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: notificationKeys.list(oid, eid),
    queryFn: ({ signal }) => getNotifications(oid, eid, signal),
    // Opening the page should show what arrived since the last visit.
    staleTime: 0,
  });

export function useNotifications() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(notificationsQuery(oid, username));
}
