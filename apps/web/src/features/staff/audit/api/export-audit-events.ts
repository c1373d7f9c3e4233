import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

/** The audit log under its current filters as CSV, written by the server. */
export function exportAuditEvents(
  filter: OperationInput<'staff/exportAuditEvents'>,
): Promise<OperationOutput<'staff/exportAuditEvents'>> {
  return callApi('staff/exportAuditEvents', filter);
}
