import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { type AuditQuery, auditKeys } from './audit-keys.ts';

export type AuditPage = OperationOutput<'staff/listAuditEvents'>;
export type AuditEvent = AuditPage['events'][number];

export const auditEventsQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => callApi('staff/listAuditEvents', query, { signal }),
    // The log only grows: a page is read again when asked for again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** One page of the audit log, newest first, filtered on the server. */
export function useAuditEvents(query: AuditQuery) {
  return useQuery(auditEventsQuery(query));
}
