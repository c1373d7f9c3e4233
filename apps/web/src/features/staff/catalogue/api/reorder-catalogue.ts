import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function reorderCatalogue(input: OperationInput<'staff/reorderCatalogue'>) {
  return callApi('staff/reorderCatalogue', input);
}

/** Puts the programmes in a new order; every list and programme of the catalogue is read again. */
export function useReorderCatalogue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderCatalogue,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
