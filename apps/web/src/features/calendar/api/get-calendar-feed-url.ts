import type { CalendarFeed } from '@aula/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { readWithEffects } from '../../../lib/read-with-effects.ts';
import { calendarKeys } from './calendar-keys.ts';

export type { CalendarFeed };

/** The learner's feed address; null once they have turned the feed off (until they ask again). */
export const calendarFeedQuery = (oid: string) =>
  queryOptions<CalendarFeed | null>({
    queryKey: calendarKeys.feed(oid),
    // The server makes the address on first use, so this is asked only when the learner opens Subscribe.
    queryFn: ({ signal }) => callApi('getCalendarFeedUrl', { oid }, { signal }),
    meta: readWithEffects,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCalendarFeed(enabled: boolean) {
  const { oid } = useOrganisation();
  return useQuery({ ...calendarFeedQuery(oid), enabled });
}
