import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';

export type RecordBatch = OperationOutput<'staff/listRecordBatches'>['batches'][number];

export const recordBatchesQuery = (oid: string) =>
  queryOptions({
    queryKey: ['staff', 'recordBatches', oid] as const,
    queryFn: ({ signal }) => callApi('staff/listRecordBatches', { oid }, { signal }),
  });

/** The organisation's batches, newest first, for the pages that issue records per batch. */
export function useRecordBatches(oid: string) {
  return useQuery(recordBatchesQuery(oid));
}
