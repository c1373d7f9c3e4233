import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { nameChangeKeys } from './name-change-keys.ts';

export type NameChangeDecisionInput = OperationInput<'staff/decideNameChange'>;
export type NameChangeDecision = NameChangeDecisionInput['decision'];

export function decideNameChange(
  input: NameChangeDecisionInput,
): Promise<OperationOutput<'staff/decideNameChange'>> {
  return callApi('staff/decideNameChange', input);
}

/**
 * Approves or refuses a pending change of name. The list is read again afterwards, refused or not: a
 * request another member decided meanwhile leaves it then.
 */
export function useDecideNameChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideNameChange,
    onSettled: () => client.invalidateQueries({ queryKey: nameChangeKeys.lists() }),
  });
}
