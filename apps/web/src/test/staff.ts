import type { StaffGrant } from '@aula/contract/staff-grants';
import type { StaffOperationName, StaffOutput } from '../features/staff/staff-api.ts';
import type { CurrentSession } from '../lib/session.ts';
import { type ApiHandlers, type ApiStub, stubApi } from './api-stub.ts';
import { organisation } from './fixtures.ts';

type StaffAnswer<N extends StaffOperationName> =
  | { status?: 200; body: StaffOutput<N> }
  | { status: number; body: unknown };

/** Handlers of the staff operations (the contract's table lists them once their server handlers land). */
export type StaffHandlers = {
  [N in StaffOperationName]?: (body: unknown) => StaffAnswer<N> | Promise<StaffAnswer<N>>;
};

/** `stubApi` for the staff side: the organisation, and handlers of both kinds of operation. */
export function stubStaffApi(
  vi: Parameters<typeof stubApi>[0],
  handlers: ApiHandlers & StaffHandlers,
): ApiStub & {
  answerStaff: <N extends StaffOperationName>(name: N, handler: NonNullable<StaffHandlers[N]>) => void;
} {
  const stub = stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    ...(handlers as ApiHandlers),
  });
  return {
    ...stub,
    answerStaff: (name, handler) => stub.answer(name as never, handler as never),
  };
}

/** A staff member's session as `auth/currentSession` answers it once the second factor is given. */
export function staffSession(
  grants: StaffGrant[],
  name = 'Priya Raman',
  email = 'priya.raman@example.edu',
): CurrentSession {
  const now = Date.now();
  return {
    user: {
      id: 'S1',
      username: email,
      oid: organisation.oid,
      role: grants[0]?.role ?? 'learner',
      mustChangePassword: false,
      grants,
      attributes: { sub: 'S1', email, name, email_verified: true },
    },
    createdAt: new Date(now).toISOString(),
    idleExpiresAt: new Date(now + 3_600_000).toISOString(),
    expiresAt: new Date(now + 8 * 3_600_000).toISOString(),
  };
}

export const counsellorGrants: StaffGrant[] = [{ role: 'counsellor', scope: 'G1' }];
export const adminGrants: StaffGrant[] = [{ role: 'admin', scope: null }];
export const instructorGrants: StaffGrant[] = [{ role: 'instructor', scope: 'C-101' }];
