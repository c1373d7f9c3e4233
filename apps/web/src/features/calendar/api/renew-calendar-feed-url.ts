import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { calendarKeys } from './calendar-keys.ts';

/** A new feed address (the old one stops working); it replaces the cached address. */
export function useRenewCalendarFeed() {
  const { oid } = useOrganisation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('renewCalendarFeedUrl', { oid }),
    onSuccess: (feed) => client.setQueryData(calendarKeys.feed(oid), feed),
  });
}
