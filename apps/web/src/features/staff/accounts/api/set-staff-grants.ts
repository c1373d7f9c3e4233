import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaffApi, type StaffInput, type StaffOutput } from '../../staff-api.ts';
import { staffKeys } from './staff-keys.ts';

export type SetGrantsInput = StaffInput<'staff/setStaffGrants'>;

export function setStaffGrants(input: SetGrantsInput): Promise<StaffOutput<'staff/setStaffGrants'>> {
  return callStaffApi('staff/setStaffGrants', input);
}

/** Replaces a member's roles (their sessions end everywhere); the staff list is read again. */
export function useSetStaffGrants() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStaffGrants,
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
