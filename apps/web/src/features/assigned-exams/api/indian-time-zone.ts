import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { assignedExamKeys } from './get-assigned-tests.ts';

/** How often the test page asks the server's time (spec 3 §9: every 5 seconds). */
export const indianTimePollMs = 5_000;

/**
 * The server's time in the university's time zone (spec `indianTimeZone`; the organisation's zone,
 * Asia/Kolkata unless it sets another), polled while the test page is open: test windows are judged by
 * the server's clock, never the device's, which may be wrong.
 */
export const indianTimeQuery = (oid: string) =>
  queryOptions({
    queryKey: assignedExamKeys.indianTime(oid),
    queryFn: async ({ signal }) => (await callApi('indianTimeZone', { oid }, { signal })).itime,
    refetchInterval: indianTimePollMs,
    staleTime: 0,
  });

export function useIndianTime() {
  const { oid } = useOrganisation();
  return useQuery(indianTimeQuery(oid));
}
