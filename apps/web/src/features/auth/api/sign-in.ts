import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../lib/api-client.ts';

export type SignInInput = OperationInput<'auth/signIn'>;
export type SignInResult = OperationOutput<'auth/signIn'>;

export function signIn(input: SignInInput): Promise<SignInResult> {
  return callApi('auth/signIn', input);
}

/** Signs in (sets the session cookie). The caller refreshes the session query on success. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
