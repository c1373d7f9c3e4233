import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

export type SignInResult = OperationOutput<'auth/signIn'>;
export type ChallengeName = SignInResult['challengeName'];

export function signIn(input: OperationInput<'auth/signIn'>): Promise<SignInResult> {
  return callApi('auth/signIn', input);
}

/** E-mail and password; the answer names the next step (a new password, the second factor). */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
