import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

export function completeNewPassword(
  input: OperationInput<'auth/completeNewPassword'>,
): Promise<OperationOutput<'auth/completeNewPassword'>> {
  return callApi('auth/completeNewPassword', input);
}

/** Replaces an invitation's temporary password; the answer names the next step (enrolling a second factor). */
export function useCompleteNewPassword() {
  return useMutation({ mutationFn: completeNewPassword });
}
