import type { UserInfo } from '@aula/contract/auth';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
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

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    username: user.eid,
    oid: user.oid,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    attributes: { sub: user.id, email: user.email, name: user.name, email_verified: user.confirmed },
  };
}

export function toSessionUser(user: UserRow, sessionId: string): SessionUser {
  return {
    sessionId,
    userId: user.id,
    oid: user.oid,
    eid: user.eid,
    email: user.email,
    name: user.name,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
  };
}
