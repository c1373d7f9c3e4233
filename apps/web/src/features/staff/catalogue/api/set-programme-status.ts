import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function setProgrammeStatus(input: OperationInput<'staff/setProgrammeStatus'>) {
  return callApi('staff/setProgrammeStatus', input);
}

/** Publishes, unpublishes or retires a programme; every list and programme of the catalogue is read again. */
export function useSetProgrammeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setProgrammeStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
