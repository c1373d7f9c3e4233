import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export type InviteInput = OperationInput<'staff/inviteStaff'>;

export function inviteStaff(input: InviteInput): Promise<OperationOutput<'staff/inviteStaff'>> {
  return callApi('staff/inviteStaff', input);
}

/** Creates a staff account and mails its temporary password; the staff list is read again. */
export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
