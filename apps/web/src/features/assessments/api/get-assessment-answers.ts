import type { AssessmentAnswers, QuizKind } from '@aula/contract/assessments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { assessmentKeys } from './get-assessments.ts';

export type { AssessmentAnswers };

/** The questions with their right answers and the learner's own, once the answer date has passed. */
export function useAssessmentAnswers(assessid: string, quiztype: QuizKind) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery({
    queryKey: assessmentKeys.answers(oid, username, assessid),
    queryFn: ({ signal }) =>
      callApi('getAssessmentAnswers', { oid, eid: username, assessid, quiztype }, { signal }),
  });
}
