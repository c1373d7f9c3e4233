import { useMutation } from '@tanstack/react-query';
import { callStaffApi, type StaffInput, type StaffOutput } from '../../staff-api.ts';

export function verifySecondFactor(
  input: StaffInput<'staff/verifySecondFactor'>,
): Promise<StaffOutput<'staff/verifySecondFactor'>> {
  return callStaffApi('staff/verifySecondFactor', input);
}

/** A code from the authenticator app, or a recovery code; the answer is a fully signed-in session. */
export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
