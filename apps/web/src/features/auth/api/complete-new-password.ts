import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../lib/api-client.ts';

export type CompleteNewPasswordInput = OperationInput<'auth/completeNewPassword'>;

export function completeNewPassword(
  input: CompleteNewPasswordInput,
): Promise<OperationOutput<'auth/completeNewPassword'>> {
  return callApi('auth/completeNewPassword', input);
}

/** Replaces the temporary password; a fresh session starts. The caller refreshes the session query. */
export function useCompleteNewPassword() {
  return useMutation({ mutationFn: completeNewPassword });
}
