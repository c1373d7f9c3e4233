import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import type { ProgressFilter } from './get-progress-report.ts';

/** The progress report of the filter as CSV, written by the server: the rows the table shows. */
export function exportProgressReport(
  filter: ProgressFilter,
): Promise<OperationOutput<'staff/exportProgressReport'>> {
  return callApi('staff/exportProgressReport', filter);
}
