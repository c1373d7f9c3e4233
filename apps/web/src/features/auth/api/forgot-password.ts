import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../lib/api-client.ts';

export type ForgotPasswordInput = OperationInput<'auth/forgotPassword'>;
export type ForgotPasswordResult = OperationOutput<'auth/forgotPassword'>;

export function forgotPassword(input: ForgotPasswordInput): Promise<ForgotPasswordResult> {
  return callApi('auth/forgotPassword', input);
}

/** Mails a reset code; answers where it went, masked. Invalidates nothing. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
