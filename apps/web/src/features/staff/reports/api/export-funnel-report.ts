import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import type { FunnelFilter } from './get-funnel-report.ts';

/** The application funnel of the filter as CSV, written by the server: the weeks the table shows. */
export function exportFunnelReport(
  filter: FunnelFilter,
): Promise<OperationOutput<'staff/exportFunnelReport'>> {
  return callApi('staff/exportFunnelReport', filter);
}
