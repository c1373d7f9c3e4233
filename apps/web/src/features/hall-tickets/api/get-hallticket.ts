import type { HallTicket } from '@aula/contract/hall-tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { fetchPrivateFile } from '../../../lib/private-file.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type { HallTicket };

export const hallTicketKeys = {
  all: ['hall-tickets'] as const,
  list: (oid: string, eid: string) => [...hallTicketKeys.all, 'list', oid, eid] as const,
  file: (fileUrl: string) => [...hallTicketKeys.all, 'file', fileUrl] as const,
};

export async function getHallticket(oid: string, eid: string, signal?: AbortSignal): Promise<HallTicket[]> {
  const answer = await callApi('getHallticket', { oid, eid }, signal ? { signal } : {});
  return answer.hallticketInfo;
}

/** The learner's hall tickets (getHallticket's hallticketInfo). */
export const hallTicketsQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: hallTicketKeys.list(oid, eid),
    queryFn: ({ signal }) => getHallticket(oid, eid, signal),
  });

export function useHallTickets() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(hallTicketsQuery(oid, username));
}

/**
 * A ticket's file as bytes, shared by its thumbnail and its preview (downloads always fetch afresh).
 * Kept a few minutes: a ticket does not change while it is on view.
 */
export const hallTicketFileQuery = (fileUrl: string) =>
  queryOptions({
    queryKey: hallTicketKeys.file(fileUrl),
    queryFn: async ({ signal }) => (await fetchPrivateFile(fileUrl, signal)).arrayBuffer(),
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  });

export function useHallTicketFile(fileUrl: string, enabled = true) {
  return useQuery({ ...hallTicketFileQuery(fileUrl), enabled });
}
