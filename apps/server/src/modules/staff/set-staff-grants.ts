import type { StaffGrant } from '@aula/contract/staff-grants';
import { staffMessages } from '@aula/contract/staff-messages';
import { AppError } from '../../platform/app-error.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { endUserSessions, grantsOf } from '../auth/index.ts';
import { auditBy, type StaffContext } from './context.ts';
import { checkGrantScopes } from './grant-scopes.ts';
import { normaliseGrants, otherAdminsLocked, replaceGrants } from './staff-grants-store.ts';

/**
 * An admin replaces an account's roles (the policy has checked it is of the admin's organisation). The
 * organisation never loses its last admin. Every session of the account ends, on every server (the
 * sessions channel), so that no server acts on the old roles; the account signs in again with its new
 * ones.
 */
export async function setStaffGrants(
  context: StaffContext,
  actor: SessionUser,
  input: { oid: string; userId: string; grants: readonly StaffGrant[] },
): Promise<{ ok: true }> {
  const { db, clock, request } = context;
  const at = clock.now();
  const grants = normaliseGrants(input.grants);
  await checkGrantScopes(db, input.oid, grants);
  await db.transaction(async (tx) => {
    const others = await otherAdminsLocked(tx, input.oid, input.userId);
    const before = await grantsOf(tx, input.userId);
    const losesAdmin =
      before.some((grant) => grant.role === 'admin') && !grants.some((grant) => grant.role === 'admin');
    if (losesAdmin && others.length === 0) {
      throw new AppError('CONFLICT', staffMessages.lastAdmin, { grants: 'would leave no admin' });
    }
    await replaceGrants(tx, { oid: input.oid, userId: input.userId }, grants, at);
    await auditBy(
      tx,
      actor,
      { request, at },
      {
        action: 'staff.setGrants',
        subjectKind: 'staffAccount',
        subjectId: input.userId,
        before: { grants: before },
        after: { grants },
      },
    );
  });
  // After the commit: a server that read the account again before it would keep the old roles.
  await endUserSessions(db, input.userId);
  return { ok: true };
}
