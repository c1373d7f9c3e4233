import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function setBatchCourses(input: OperationInput<'staff/setBatchCourses'>) {
  return callApi('staff/setBatchCourses', input);
}

/** Sets the courses a batch runs, in order; every list and programme of the catalogue is read again. */
export function useSetBatchCourses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setBatchCourses,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
