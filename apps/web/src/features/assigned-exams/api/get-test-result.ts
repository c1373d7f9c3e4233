import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { assignedExamKeys } from './get-assigned-tests.ts';

export type TestResults = OperationOutput<'getTestResult'>['result'];

/** The learner's results keyed by test_id (spec `getTestResult`); a test with one cannot be started. */
export const testResultsQuery = (oid: string, emailid: string) =>
  queryOptions({
    queryKey: assignedExamKeys.results(oid, emailid),
    queryFn: async ({ signal }) => (await callApi('getTestResult', { oid, emailid }, { signal })).result,
    staleTime: 30_000,
  });

export function useTestResults() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(testResultsQuery(oid, username));
}
