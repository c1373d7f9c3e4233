import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

export function verifySecondFactor(
  input: OperationInput<'staff/verifySecondFactor'>,
): Promise<OperationOutput<'staff/verifySecondFactor'>> {
  return callApi('staff/verifySecondFactor', input);
}

/** A code from the authenticator app, or a recovery code; the answer is a fully signed-in session. */
export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
