import type { UserInfo } from '@aula/contract/auth';
import { authMessages } from '@aula/contract/auth-rules';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { toUserInfo } from './queries.ts';
import { idleExpiryOf } from './session-store.ts';

/** The signed-in user as stored now (not as the session began). */
export async function currentUserInfo(db: Db, sessionUser: SessionUser): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, sessionUser.userId)).limit(1);
  if (!user) throw new AppError('SESSION_EXPIRED', authMessages.sessionTimeOut);
  return toUserInfo(user, sessionUser.grants);
}

/** The session behind the cookie, with when it ends if idle and when it ends regardless. */
export async function currentSession(
  db: Db,
  config: Config,
  sessionUser: SessionUser,
): Promise<{ user: UserInfo; createdAt: string; idleExpiresAt: string; expiresAt: string }> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionUser.sessionId))
    .limit(1);
  if (!row) throw new AppError('SESSION_EXPIRED', authMessages.sessionTimeOut);
  return {
    user: toUserInfo(row.user, sessionUser.grants),
    createdAt: row.session.createdAt.toISOString(),
    idleExpiresAt: idleExpiryOf(row.session, config, sessionUser.grants.length > 0).toISOString(),
    expiresAt: row.session.expiresAt.toISOString(),
  };
}
