import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function createProgramme(input: OperationInput<'staff/createProgramme'>) {
  return callApi('staff/createProgramme', input);
}

/** Creates a draft programme; every list and programme of the catalogue is read again. */
export function useCreateProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProgramme,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
