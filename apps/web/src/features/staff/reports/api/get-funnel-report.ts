import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';

export type FunnelFilter = OperationInput<'staff/getFunnelReport'>;
export type FunnelWeek = OperationOutput<'staff/getFunnelReport'>['weeks'][number];

/** The application funnel by week of the filter. */
export function useFunnelReport(filter: FunnelFilter) {
  return useQuery({
    queryKey: reportKeys.funnel(filter),
    queryFn: ({ signal }) => callApi('staff/getFunnelReport', filter, { signal }),
    placeholderData: keepPreviousData,
  });
}
