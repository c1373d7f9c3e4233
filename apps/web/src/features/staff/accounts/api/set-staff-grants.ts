import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export type SetGrantsInput = OperationInput<'staff/setStaffGrants'>;

export function setStaffGrants(input: SetGrantsInput): Promise<OperationOutput<'staff/setStaffGrants'>> {
  return callApi('staff/setStaffGrants', input);
}

/** Replaces a member's roles (their sessions end everywhere); the staff list is read again. */
export function useSetStaffGrants() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStaffGrants,
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
