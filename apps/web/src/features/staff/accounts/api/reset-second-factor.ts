import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export function resetSecondFactor(
  input: OperationInput<'staff/resetSecondFactor'>,
): Promise<OperationOutput<'staff/resetSecondFactor'>> {
  return callApi('staff/resetSecondFactor', input);
}

/** Removes a member's second factor (they set up a new one at their next sign-in); the list is read again. */
export function useResetSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
