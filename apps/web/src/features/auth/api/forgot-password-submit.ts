import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../lib/api-client.ts';

export type ForgotPasswordSubmitInput = OperationInput<'auth/forgotPasswordSubmit'>;

export function forgotPasswordSubmit(
  input: ForgotPasswordSubmitInput,
): Promise<OperationOutput<'auth/forgotPasswordSubmit'>> {
  return callApi('auth/forgotPasswordSubmit', input);
}

/** Sets a new password with the mailed code. Invalidates nothing (the learner then signs in). */
export function useForgotPasswordSubmit() {
  return useMutation({ mutationFn: forgotPasswordSubmit });
}
