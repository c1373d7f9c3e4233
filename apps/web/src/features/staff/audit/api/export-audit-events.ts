import { callStaffApi, type StaffInput, type StaffOutput } from '../../staff-api.ts';

/** The audit log under its current filters as CSV, written by the server. */
export function exportAuditEvents(
  filter: StaffInput<'staff/exportAuditEvents'>,
): Promise<StaffOutput<'staff/exportAuditEvents'>> {
  return callStaffApi('staff/exportAuditEvents', filter);
}
