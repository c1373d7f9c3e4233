import type { MiniAnswer } from '@aula/contract/mini-assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { quizKeys } from './get-quiz.ts';

/** The spec's UPDATE_MINI_ASSIGNMENT: submit (edited 1) or the one edit (2); the data is read again after. */
export function useUpdateMiniAssignment(bcid: string, quizid: string) {
  const client = useQueryClient();
  const { oid } = useOrganisation();
  return useMutation({
    mutationFn: (response: MiniAnswer[]) => callApi('updateMiniAssignment', { oid, bcid, quizid, response }),
    onSettled: () => client.invalidateQueries({ queryKey: quizKeys.assignment(oid, bcid, quizid) }),
  });
}
