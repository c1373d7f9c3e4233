import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

export type Quiz = OperationOutput<'getQuiz'>;
export type QuizResult = NonNullable<Quiz['result']>;
export type QuizQuestion = Quiz['qitems'][number];

export const quizKeys = {
  all: ['quizzes'] as const,
  quiz: (oid: string, bcid: string, quizid: string) => [...quizKeys.all, 'quiz', oid, bcid, quizid] as const,
  assignment: (oid: string, bcid: string, quizid: string) =>
    [...quizKeys.all, 'assignment', oid, bcid, quizid] as const,
  feedback: (oid: string, bcid: string, crir: string) =>
    [...quizKeys.all, 'feedback', oid, bcid, crir] as const,
};

/** The spec's GET_QUIZ: questions without their answers, the cutoff and the learner's last result. */
export const quizQuery = (oid: string, bcid: string, quizid: string) =>
  queryOptions({
    queryKey: quizKeys.quiz(oid, bcid, quizid),
    queryFn: ({ signal }) => callApi('getQuiz', { oid, bcid, quizid }, { signal }),
  });

export function useQuiz(bcid: string, quizid: string) {
  const { oid } = useOrganisation();
  return useQuery(quizQuery(oid, bcid, quizid));
}
