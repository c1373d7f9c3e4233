import type { Input, Operation, Output } from '@aula/contract/operation';
import type { OperationName } from '@aula/contract/operations';
import type {
  confirmTotpEnrolment,
  exportAuditEvents,
  inviteStaff,
  listAuditEvents,
  listStaff,
  secondFactorChallenge,
  setStaffGrants,
  startTotpEnrolment,
  verifySecondFactor,
} from '@aula/contract/staff';
import type {
  decideAdmission,
  exportAdmissions,
  getAdmission,
  listAdmissions,
} from '@aula/contract/staff-admissions';
import { callApi } from '../../lib/api-client.ts';

/** The staff operations this app calls, by name (types only: no schema reaches the browser). */
type StaffOperationList = [
  typeof startTotpEnrolment,
  typeof confirmTotpEnrolment,
  typeof verifySecondFactor,
  typeof secondFactorChallenge,
  typeof listStaff,
  typeof inviteStaff,
  typeof setStaffGrants,
  typeof listAuditEvents,
  typeof exportAuditEvents,
  typeof listAdmissions,
  typeof exportAdmissions,
  typeof getAdmission,
  typeof decideAdmission,
];
type StaffOperations = { [Op in StaffOperationList[number] as Op['name']]: Op };
export type StaffOperationName = keyof StaffOperations;
export type StaffInput<N extends StaffOperationName> = Input<StaffOperations[N]>;
export type StaffOutput<N extends StaffOperationName> = Output<StaffOperations[N]>;

/**
 * Calls a staff operation through the app's one API client. The staff operations are defined in the
 * contract but join its operation table only with their server handlers; until then this is how the
 * compiler knows their bodies and answers. Once they are listed, `callApi` takes them directly.
 */
export function callStaffApi<N extends StaffOperationName>(
  name: N,
  body: StaffInput<N>,
  options: { signal?: AbortSignal } = {},
): Promise<StaffOutput<N>> {
  const call = callApi as unknown as (
    name: OperationName | StaffOperationName,
    body: unknown,
    options: { signal?: AbortSignal },
  ) => Promise<Output<Operation>>;
  return call(name, body, options) as Promise<StaffOutput<N>>;
}
