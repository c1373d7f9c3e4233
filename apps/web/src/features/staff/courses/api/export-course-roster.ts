import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

/** The roster under its current search and order as CSV, written by the server. */
export function exportCourseRoster(
  filter: OperationInput<'staff/exportCourseRoster'>,
): Promise<OperationOutput<'staff/exportCourseRoster'>> {
  return callApi('staff/exportCourseRoster', filter);
}
