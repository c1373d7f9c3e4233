import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { quizKeys } from './get-quiz.ts';

export type AssignmentData = OperationOutput<'getAssignmentData'>;

/** The spec's GET_ASSIGNMENT_DATA: questions, deadline, the learner's answers, edits and feedback. */
export const assignmentQuery = (oid: string, bcid: string, quizid: string) =>
  queryOptions({
    queryKey: quizKeys.assignment(oid, bcid, quizid),
    queryFn: ({ signal }) => callApi('getAssignmentData', { oid, bcid, quizid }, { signal }),
  });

export function useAssignmentData(bcid: string, quizid: string) {
  const { oid } = useOrganisation();
  return useQuery(assignmentQuery(oid, bcid, quizid));
}
