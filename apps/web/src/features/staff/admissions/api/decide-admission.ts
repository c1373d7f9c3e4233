import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { admissionKeys } from './admission-keys.ts';

export type DecisionInput = OperationInput<'staff/decideAdmission'>;
export type Decision = DecisionInput['decision'];

export function decideAdmission(input: DecisionInput): Promise<OperationOutput<'staff/decideAdmission'>> {
  return callApi('staff/decideAdmission', input);
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
