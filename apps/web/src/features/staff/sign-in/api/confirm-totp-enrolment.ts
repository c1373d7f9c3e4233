import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { enrolmentKeys } from './start-totp-enrolment.ts';

export type ConfirmedEnrolment = OperationOutput<'staff/confirmTotpEnrolment'>;

export function confirmTotpEnrolment(
  input: OperationInput<'staff/confirmTotpEnrolment'>,
): Promise<ConfirmedEnrolment> {
  return callApi('staff/confirmTotpEnrolment', input);
}

/** Confirms the secret with a code from the app; the answer holds the recovery codes, shown once. */
export function useConfirmTotpEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmTotpEnrolment,
    // The secret is confirmed: nothing of it stays in this page.
    onSuccess: () => client.removeQueries({ queryKey: enrolmentKeys.all }),
  });
}
