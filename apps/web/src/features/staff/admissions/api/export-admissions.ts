import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

/** The queue under its current filters as CSV, written by the server. */
export function exportAdmissions(
  filter: OperationInput<'staff/exportAdmissions'>,
): Promise<OperationOutput<'staff/exportAdmissions'>> {
  return callApi('staff/exportAdmissions', filter);
}
