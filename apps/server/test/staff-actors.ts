import type { StaffGrant } from '@aula/contract/staff-grants';
import type { Db } from '../src/platform/db.ts';
import type { SessionUser } from '../src/platform/session-user.ts';
import { createStaff } from './staff-factories.ts';

/**
 * A staff account of organisation `oid` as the server's functions receive it (the session user of a
 * session past its second factor), for tests of a module's staff functions whose operation comes later.
 */
export async function createStaffActor(
  db: Db,
  oid: string,
  grants: StaffGrant[] = [{ role: 'admin', scope: null }],
): Promise<SessionUser> {
  const staff = await createStaff(db, { grants, oid });
  return {
    sessionId: 'test-session',
    userId: staff.user.id,
    oid,
    eid: staff.user.eid,
    email: staff.email,
    name: staff.user.name,
    role: staff.user.role,
    mustChangePassword: false,
    grants,
    secondFactor: true,
  };
}
