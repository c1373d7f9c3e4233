import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { announcementKeys } from './announcement-keys.ts';

export async function getAnnouncements(oid: string, bpid: string, signal?: AbortSignal) {
  const answer = await callApi('getAnnouncements', { oid, bpid, rtype: 'get' }, signal ? { signal } : {});
  return answer.announcements;
}

/** One batch's announcements, newest first (GET_ANNOUNCEMENTS), for a program's Announcements tab. */
export const batchAnnouncementsQuery = (oid: string, bpid: string) =>
  queryOptions({
    queryKey: announcementKeys.batch(oid, bpid),
    queryFn: ({ signal }) => getAnnouncements(oid, bpid, signal),
  });

export function useBatchAnnouncements(bpid: string) {
  const { oid } = useOrganisation();
  return useQuery(batchAnnouncementsQuery(oid, bpid));
}
