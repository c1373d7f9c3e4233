import { callStaffApi, type StaffInput, type StaffOutput } from '../../staff-api.ts';

/** The queue under its current filters as CSV, written by the server. */
export function exportAdmissions(
  filter: StaffInput<'staff/exportAdmissions'>,
): Promise<StaffOutput<'staff/exportAdmissions'>> {
  return callStaffApi('staff/exportAdmissions', filter);
}
