import type { AssessmentList, QuizKind } from '@aula/contract/assessments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type { AssessmentList, QuizKind };
export type AssessmentSummary = AssessmentList['assessments'][number];

export const assessmentKeys = {
  all: ['assessments'] as const,
  list: (oid: string, eid: string, bcid: string, quiztype: QuizKind) =>
    [...assessmentKeys.all, 'list', oid, eid, bcid, quiztype] as const,
  quiz: (oid: string, eid: string, assessid: string) =>
    [...assessmentKeys.all, 'quiz', oid, eid, assessid] as const,
  answers: (oid: string, eid: string, assessid: string) =>
    [...assessmentKeys.all, 'answers', oid, eid, assessid] as const,
};

/** The assessments (or assignments) of the learner's batch course, judged by the server's clock. */
export const assessmentsQuery = (oid: string, eid: string, bcid: string, quiztype: QuizKind) =>
  queryOptions({
    queryKey: assessmentKeys.list(oid, eid, bcid, quiztype),
    queryFn: ({ signal }) => callApi('getAssessment', { oid, eid, bcid, quiztype }, { signal }),
    // Windows open and close as time passes: ask again on each visit.
    staleTime: 0,
  });

export function useAssessments(bcid: string, quiztype: QuizKind) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(assessmentsQuery(oid, username, bcid, quiztype));
}
