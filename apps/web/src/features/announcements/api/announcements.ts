import type { Announcement, ProgramAnnouncements } from '@aula/contract/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { announcementKeys } from './announcement-keys.ts';

export type { Announcement, ProgramAnnouncements };

export function getAllAnnouncements(oid: string, bpids: readonly string[], signal?: AbortSignal) {
  return callApi('announcements', { oid, bpid: [...bpids], rtype: 'getall' }, signal ? { signal } : {});
}

/** The announcements of each of the learner's programs (bpids of their enrolments), grouped by program. */
export const allAnnouncementsQuery = (oid: string, bpids: readonly string[]) =>
  queryOptions({
    queryKey: announcementKeys.programs(oid, bpids),
    queryFn: ({ signal }) => getAllAnnouncements(oid, bpids, signal),
  });

export function useAllAnnouncements(bpids: readonly string[]) {
  const { oid } = useOrganisation();
  return useQuery(allAnnouncementsQuery(oid, bpids));
}
