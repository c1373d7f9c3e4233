import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { calendarKeys } from './calendar-keys.ts';
import type { CalendarFeed } from './get-calendar-feed-url.ts';

/** Turns the feed off: the cached address becomes null, so nothing shows an address that no longer works. */
export function useRevokeCalendarFeed() {
  const { oid } = useOrganisation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('revokeCalendarFeedUrl', { oid }),
    onSuccess: () => client.setQueryData<CalendarFeed | null>(calendarKeys.feed(oid), null),
  });
}
