import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';

/** The programmes of the member's admissions scope, to choose the one the funnel counts. */
export function useFunnelProgrammes(oid: string) {
  return useQuery({
    queryKey: reportKeys.funnelProgrammes(oid),
    queryFn: ({ signal }) => callApi('staff/listFunnelProgrammes', { oid }, { signal }),
  });
}
