import { useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';

export type AssessmentReport = OperationOutput<'staff/getAssessmentReport'>;

/** A taught assessment's score bands and item analysis. */
export function useAssessmentReport(oid: string, assessid: string) {
  return useQuery({
    queryKey: reportKeys.assessment(oid, assessid),
    queryFn: ({ signal }) => callApi('staff/getAssessmentReport', { oid, assessid }, { signal }),
  });
}
