import type { SignInResult, UserInfo } from '@aula/contract/auth';
import type { StaffGrant } from '@aula/contract/staff-grants';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { staffGrants, staffTotp } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { CachedSession } from './session-cache.ts';
import type { UserRow } from './session-store.ts';

/** The username of an e-mail: trimmed and lowercased, as sign-up stores it. */
export function usernameOf(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUser(db: Db, oid: string, eid: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.oid, oid), eq(users.eid, usernameOf(eid))))
    .limit(1);
  return user;
}

/** The staff roles an account holds (none for a learner), in a stable order. */
export async function grantsOf(db: Db, userId: string): Promise<StaffGrant[]> {
  return db
    .select({ role: staffGrants.role, scope: staffGrants.scope })
    .from(staffGrants)
    .where(eq(staffGrants.userId, userId))
    .orderBy(asc(staffGrants.role), asc(staffGrants.scope));
}

/** Whether a staff account has confirmed a second factor (an authenticator app). */
export async function secondFactorEnrolled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffTotp.userId })
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * What an account still owes once its password is right: a new password for a temporary one, then for
 * staff the second factor (its enrolment the first time); a learner owes nothing.
 */
export async function challengeAfterPassword(
  db: Db,
  user: UserRow,
  grants: readonly StaffGrant[],
): Promise<SignInResult['challengeName']> {
  if (user.mustChangePassword) return 'NEW_PASSWORD_REQUIRED';
  if (grants.length === 0) return null;
  return (await secondFactorEnrolled(db, user.id))
    ? 'SECOND_FACTOR_REQUIRED'
    : 'SECOND_FACTOR_SETUP_REQUIRED';
}

export function toUserInfo(user: UserRow, grants: readonly StaffGrant[]): UserInfo {
  return {
    id: user.id,
    username: user.eid,
    oid: user.oid,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    grants: [...grants],
    attributes: { sub: user.id, email: user.email, name: user.name, email_verified: user.confirmed },
  };
}

export function toSessionUser({ user, session, grants }: CachedSession): SessionUser {
  return {
    sessionId: session.id,
    userId: user.id,
    oid: user.oid,
    eid: user.eid,
    email: user.email,
    name: user.name,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    grants,
    secondFactor: session.secondFactorAt !== null,
  };
}
