import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';

/** The assessments of the courses the member teaches, to choose the one to report on. */
export function useReportAssessments(oid: string) {
  return useQuery({
    queryKey: reportKeys.assessments(oid),
    queryFn: ({ signal }) => callApi('staff/listTaughtAssessments', { oid }, { signal }),
  });
}
