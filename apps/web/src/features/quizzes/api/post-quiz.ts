import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { type Quiz, quizKeys } from './get-quiz.ts';

/** The spec's POST_QUIZ: every answer, scored by the server; the quiz's cached result becomes this one. */
export function usePostQuiz(bcid: string, quizid: string) {
  const client = useQueryClient();
  const { oid } = useOrganisation();
  return useMutation({
    mutationFn: (responses: number[][]) => callApi('postQuiz', { oid, bcid, quizid, responses }),
    onSuccess: (result) => {
      client.setQueryData<Quiz>(quizKeys.quiz(oid, bcid, quizid), (quiz) => quiz && { ...quiz, result });
    },
  });
}
