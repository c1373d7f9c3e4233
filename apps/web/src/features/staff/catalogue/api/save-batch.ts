import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function saveBatch(input: OperationInput<'staff/saveBatch'>) {
  return callApi('staff/saveBatch', input);
}

/** Creates or changes a batch; every list and programme of the catalogue is read again. */
export function useSaveBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBatch,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
