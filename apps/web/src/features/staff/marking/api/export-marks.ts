import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

/** An assessment's marks under the queue's status filter as CSV, written by the server. */
export function exportMarks(
  filter: OperationInput<'staff/exportMarks'>,
): Promise<OperationOutput<'staff/exportMarks'>> {
  return callApi('staff/exportMarks', filter);
}
