import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../lib/api-client.ts';

export type ConfirmSignUpInput = OperationInput<'auth/confirmSignUp'>;

export function confirmSignUp(input: ConfirmSignUpInput): Promise<OperationOutput<'auth/confirmSignUp'>> {
  return callApi('auth/confirmSignUp', input);
}

/** Confirms the e-mail with the token of the mailed link. Invalidates nothing (no session yet). */
export function useConfirmSignUp() {
  return useMutation({ mutationFn: confirmSignUp });
}
