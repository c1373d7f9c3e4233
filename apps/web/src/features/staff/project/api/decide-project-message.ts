import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { staffProjectKeys } from './project-keys.ts';

/**
 * Approves or returns a learner's message; the thread, the lists and the counts are read again
 * afterwards, done or not, so the screen shows what the server now holds.
 */
export function useDecideProjectMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationInput<'staff/decideProjectMessage'>) =>
      callApi('staff/decideProjectMessage', body),
    onSettled: () => client.invalidateQueries({ queryKey: staffProjectKeys.all }),
  });
}
