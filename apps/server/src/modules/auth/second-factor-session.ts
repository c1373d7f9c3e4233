import type { SignInResult } from '@aula/contract/auth';
import { authMessages } from '@aula/contract/auth-rules';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuthContext } from './context.ts';
import { grantsOf, toUserInfo } from './queries.ts';
import { startSession } from './session-store.ts';

/**
 * A staff account has just given its second factor: a fresh session (new cookie; the browser's
 * half-signed-in one ends) that records when, so it may act as staff until it ends.
 */
export async function startSecondFactorSession(
  context: Omit<AuthContext, 'mailer'>,
  userId: string,
): Promise<SignInResult> {
  const [user] = await context.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('SESSION_EXPIRED', authMessages.sessionTimeOut);
  const grants = await grantsOf(context.db, user.id);
  await startSession(context, user, { staff: grants.length > 0, secondFactor: true });
  return { challengeName: null, user: toUserInfo(user, grants) };
}
