import type { AssessmentQuiz, QuizKind } from '@aula/contract/assessments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { readWithEffectsResumedByPrerender } from '../../../lib/read-with-effects.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { assessmentKeys } from './get-assessments.ts';

export type { AssessmentQuiz };
export type QuizQuestion = AssessmentQuiz['qitems'][number];
export type Answer = AssessmentQuiz['attempt']['response'][number];

/** Starts or resumes the attempt: the questions (without right answers) and every answer saved so far. */
export function useAssessmentQuiz(assessid: string, quiztype: QuizKind) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery({
    queryKey: assessmentKeys.quiz(oid, username, assessid),
    queryFn: ({ signal }) =>
      callApi('getAssessmentQuiz', { oid, eid: username, assessid, quiztype }, { signal }),
    // Starting the attempt is the learner's act: a prerendered quiz view arrives with its questions only
    // when the attempt was started already (a reload, a return), else in its loading state.
    meta: readWithEffectsResumedByPrerender,
    // The attempt is read once per visit, and again on the next visit (nothing kept in between, or the
    // answers saved after the first read would be missing); the answer queue keeps it current.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (count, error) =>
      count < 3 && !(error instanceof Error && 'status' in error && error.status === 409),
  });
}
