import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';

export type ProgressFilter = OperationInput<'staff/getProgressReport'>;
export type ProgressReport = OperationOutput<'staff/getProgressReport'>;

/** Enrolment, progress and completion per programme, batch or course of the filter. */
export function useProgressReport(filter: ProgressFilter) {
  return useQuery({
    queryKey: reportKeys.progress(filter),
    queryFn: ({ signal }) => callApi('staff/getProgressReport', filter, { signal }),
    placeholderData: keepPreviousData,
  });
}
