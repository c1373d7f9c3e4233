import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import type { SignInFilter } from './get-sign-in-report.ts';

/** Sign-ins per day of the filter as CSV, written by the server: the days the table shows. */
export function exportSignInReport(
  filter: SignInFilter,
): Promise<OperationOutput<'staff/exportSignInReport'>> {
  return callApi('staff/exportSignInReport', filter);
}
