import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

export type QuestionReview = OperationOutput<'checkQuizAnswer'>;

/** Formative feedback on one submitted question of a qtype 0 quiz. Changes nothing on the server. */
export function useCheckQuizAnswer(bcid: string, quizid: string) {
  const { oid } = useOrganisation();
  return useMutation({
    mutationFn: ({ index, response }: { index: number; response: number[] }) =>
      callApi('checkQuizAnswer', { oid, bcid, quizid, index, response }),
  });
}
