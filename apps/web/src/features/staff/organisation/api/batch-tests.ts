import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { organisationSettingsKeys } from './organisation-keys.ts';

export type BatchTestList = OperationOutput<'staff/listBatchTests'>;
export type BatchTest = BatchTestList['tests'][number];

/** The proctored tests assigned to batches, and the batches to assign to. */
export function useBatchTests(oid: string) {
  return useQuery({
    queryKey: organisationSettingsKeys.batchTests(oid),
    queryFn: ({ signal }) => callApi('staff/listBatchTests', { oid }, { signal }),
  });
}

/** Assigns or changes a batch test; the list is read again. */
export function useSaveBatchTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OperationInput<'staff/saveBatchTest'>) => callApi('staff/saveBatchTest', input),
    onSuccess: (_test, input) =>
      void client.invalidateQueries({ queryKey: organisationSettingsKeys.batchTests(input.oid) }),
  });
}

/** Takes a test off its batch; the list is read again. */
export function useRemoveBatchTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OperationInput<'staff/removeBatchTest'>) => callApi('staff/removeBatchTest', input),
    onSuccess: (_answer, input) =>
      void client.invalidateQueries({ queryKey: organisationSettingsKeys.batchTests(input.oid) }),
  });
}
