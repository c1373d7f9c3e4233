import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaffApi, type StaffInput, type StaffOutput } from '../../staff-api.ts';
import { staffKeys } from './staff-keys.ts';

export type InviteInput = StaffInput<'staff/inviteStaff'>;

export function inviteStaff(input: InviteInput): Promise<StaffOutput<'staff/inviteStaff'>> {
  return callStaffApi('staff/inviteStaff', input);
}

/** Creates a staff account and mails its temporary password; the staff list is read again. */
export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
