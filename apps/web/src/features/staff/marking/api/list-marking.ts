import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { type MarkingQueueQuery, markingKeys } from './marking-keys.ts';

export type MarkingQueue = OperationOutput<'staff/listMarking'>;
export type MarkingQueueRow = MarkingQueue['rows'][number];

export const markingQueueQuery = (query: MarkingQueueQuery) =>
  queryOptions({
    queryKey: markingKeys.queue(query),
    queryFn: ({ signal }) => callApi('staff/listMarking', query, { signal }),
    staleTime: 0,
    // The page on view stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of an assessment's submitted attempts, oldest submission first. */
export function useMarkingQueue(query: MarkingQueueQuery) {
  return useQuery(markingQueueQuery(query));
}
