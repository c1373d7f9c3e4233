import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function saveProgramme(input: OperationInput<'staff/saveProgramme'>) {
  return callApi('staff/saveProgramme', input);
}

/** Saves every text of a programme; every list and programme of the catalogue is read again. */
export function useSaveProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProgramme,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
