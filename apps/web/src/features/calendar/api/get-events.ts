import type { CalendarEvent } from '@aula/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { calendarKeys } from './calendar-keys.ts';

export type { CalendarEvent };

export async function getEvents(oid: string, bpids: readonly string[], signal?: AbortSignal) {
  const answer = await callApi(
    'getEvents',
    { oid, rtype: 'get', batchjson: [...bpids] },
    signal ? { signal } : {},
  );
  return answer.result.events;
}

/** The events of the learner's batches (bpids of their enrolments); staff change them rarely. */
export const eventsQuery = (oid: string, bpids: readonly string[]) =>
  queryOptions({
    queryKey: calendarKeys.events(oid, bpids),
    queryFn: ({ signal }) => getEvents(oid, bpids, signal),
    staleTime: 5 * 60_000,
  });

export function useEvents(bpids: readonly string[]) {
  const { oid } = useOrganisation();
  return useQuery(eventsQuery(oid, bpids));
}
