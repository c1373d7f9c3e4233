import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaffApi, type StaffInput, type StaffOutput } from '../../staff-api.ts';
import { admissionKeys } from './admission-keys.ts';

export type DecisionInput = StaffInput<'staff/decideAdmission'>;
export type Decision = DecisionInput['decision'];

export function decideAdmission(input: DecisionInput): Promise<StaffOutput<'staff/decideAdmission'>> {
  return callStaffApi('staff/decideAdmission', input);
}

/**
 * Approves, returns or rejects an application at the version the counsellor read. Afterwards the
 * queues and this application are read again (a CONFLICT leaves them to the Reload button).
 */
export function useDecideAdmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideAdmission,
    onSuccess: (_, input) => {
      void client.invalidateQueries({ queryKey: admissionKeys.lists() });
      void client.invalidateQueries({ queryKey: admissionKeys.detail(input.applicationid) });
    },
  });
}
