import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../lib/api-client.ts';

export type SignUpInput = OperationInput<'auth/signUp'>;

export function signUp(input: SignUpInput): Promise<OperationOutput<'auth/signUp'>> {
  return callApi('auth/signUp', input);
}

/** Creates an unconfirmed account; the server mails the verification link. Invalidates nothing. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
