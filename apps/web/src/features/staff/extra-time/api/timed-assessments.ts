import { useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { extraTimeKeys } from './extra-time-keys.ts';

export type TimedAssessment = OperationOutput<'staff/listTimedAssessments'>['rows'][number];

/** The timed assessments of the courses the member teaches, latest start first. */
export function useTimedAssessments(oid: string) {
  return useQuery({
    queryKey: extraTimeKeys.assessments(oid),
    queryFn: ({ signal }) => callApi('staff/listTimedAssessments', { oid }, { signal }),
  });
}
