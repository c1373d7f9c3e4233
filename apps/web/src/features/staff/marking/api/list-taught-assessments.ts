import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { markingKeys } from './marking-keys.ts';

export type TaughtAssessment = OperationOutput<'staff/listTaughtAssessments'>['assessments'][number];

export const taughtAssessmentsQuery = (oid: string) =>
  queryOptions({
    queryKey: markingKeys.taught(),
    queryFn: ({ signal }) => callApi('staff/listTaughtAssessments', { oid }, { signal }),
    // Learners submit and colleagues mark meanwhile: read again whenever shown again.
    staleTime: 0,
  });

/** The assessments and assignments of the courses the member teaches, with their attempts to mark. */
export function useTaughtAssessments(oid: string) {
  return useQuery(taughtAssessmentsQuery(oid));
}
