import type { StaffRole } from '@aula/contract/operation';
import { staffMessages } from '@aula/contract/staff-messages';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { recordAudit } from '../audit/index.ts';
import { endUserSessions, grantsOf, hashPassword, temporaryPassword, usernameOf } from '../auth/index.ts';
import { checkGrantScopes } from './grant-scopes.ts';
import { normaliseGrants, replaceGrants } from './staff-grants-store.ts';

export interface StaffAccountRequest {
  oid: string;
  email: string;
  /** Needed only to create the account. */
  name?: string | undefined;
  role: StaffRole;
  scope: string | null;
}

/** What the command did: a new account (with its one-time password) or a role added to an existing one. */
export type StaffAccountOutcome =
  | { kind: 'created'; userId: string; temporaryPassword: string }
  | { kind: 'granted'; userId: string; alreadyHeld: boolean };

/**
 * `npm run staff:create`: the first admin of an organisation, or any staff account, from the command
 * line. A new account gets a random temporary password to replace at first sign-in (then it enrols its
 * second factor); an existing account gets the role added, and its sessions end so that it signs in
 * again with it. Both are in the audit log, with no actor (the server's operator).
 */
export async function createStaffAccount(
  db: Db,
  request: StaffAccountRequest,
  now: Date,
): Promise<StaffAccountOutcome> {
  const { oid, role, scope } = request;
  if (role === 'admin' && scope !== null) {
    throw new AppError('VALIDATION_FAILED', staffMessages.adminNoScope);
  }
  await checkGrantScopes(db, oid, [{ role, scope }]);
  const eid = usernameOf(request.email);
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.oid, oid), eq(users.eid, eid)))
    .limit(1);
  const audit = (tx: Db, action: string, userId: string, before: unknown, after: unknown) =>
    recordAudit(tx, {
      oid,
      actor: null,
      action,
      subjectKind: 'staffAccount',
      subjectId: userId,
      before,
      after,
      ip: null,
      at: now,
    });

  if (existing) {
    const before = await grantsOf(db, existing.id);
    const grants = normaliseGrants([...before, { role, scope }]);
    if (grants.length === before.length) return { kind: 'granted', userId: existing.id, alreadyHeld: true };
    await db.transaction(async (tx) => {
      await replaceGrants(tx, { oid, userId: existing.id }, grants, now);
      await audit(tx, 'staff.setGrants', existing.id, { grants: before }, { grants, via: 'command line' });
    });
    await endUserSessions(db, existing.id);
    return { kind: 'granted', userId: existing.id, alreadyHeld: false };
  }

  const name = request.name?.trim();
  if (!name) throw new AppError('VALIDATION_FAILED', 'There is no such account yet: give its --name.');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        oid,
        eid,
        email: request.email.trim(),
        name,
        passwordHash,
        confirmed: true,
        mustChangePassword: true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('the account was not stored');
    const grants = [{ role, scope }];
    await replaceGrants(tx, { oid, userId: user.id }, grants, now);
    await audit(tx, 'staff.create', user.id, null, {
      email: request.email.trim(),
      name,
      grants,
      via: 'command line',
    });
    return user.id;
  });
  return { kind: 'created', userId, temporaryPassword: password };
}
