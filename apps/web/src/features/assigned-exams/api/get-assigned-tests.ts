import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type AssignedTests = OperationOutput<'getAssignedTests'>;
export type AssignedTest = AssignedTests['assignedTests'][number];

export const assignedExamKeys = {
  all: ['assigned-exams'] as const,
  assigned: (oid: string, eid: string) => [...assignedExamKeys.all, 'assigned', oid, eid] as const,
  results: (oid: string, eid: string) => [...assignedExamKeys.all, 'results', oid, eid] as const,
  indianTime: (oid: string) => [...assignedExamKeys.all, 'indian-time', oid] as const,
};

/** The tests assigned to the learner, newest first (spec `getAssignedTests`). */
export const assignedTestsQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: assignedExamKeys.assigned(oid, eid),
    queryFn: ({ signal }) => callApi('getAssignedTests', { oid, eid }, { signal }),
    staleTime: 60_000,
  });

export function useAssignedTests() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(assignedTestsQuery(oid, username));
}
