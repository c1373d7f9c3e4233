import type { SignInResult } from '@aula/contract/auth';
import { authMessages } from '@aula/contract/auth-rules';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthContext } from './context.ts';
import { verifyPassword } from './passwords.ts';
import { challengeAfterPassword, grantsOf, toUserInfo } from './queries.ts';
import { checkNewPassword, replacePassword } from './replace-password.ts';
import { startSession } from './session-store.ts';

/**
 * The forced first-login change: the session from a NEW_PASSWORD_REQUIRED sign-in replaces the
 * temporary password. Every session of the account ends and a fresh one starts for this browser.
 */
export async function completeNewPassword(
  context: AuthContext,
  sessionUser: SessionUser | null,
  input: { oid?: string | undefined; newPassword: string },
): Promise<SignInResult> {
  const { db, clock } = context;
  if (!sessionUser) throw new AppError('UNAUTHENTICATED', authMessages.signInRequired);
  if (input.oid !== undefined && input.oid !== sessionUser.oid) {
    throw new AppError('FORBIDDEN', 'That organisation is not yours.', { oid: 'not your organisation' });
  }
  if (!sessionUser.mustChangePassword) throw new AppError('FORBIDDEN', authMessages.noPasswordChangePending);
  checkNewPassword(input.newPassword);

  const [user] = await db.select().from(users).where(eq(users.id, sessionUser.userId)).limit(1);
  if (!user) throw new AppError('UNAUTHENTICATED', authMessages.signInRequired);
  if (await verifyPassword(user.passwordHash, input.newPassword)) {
    throw new AppError('INVALID_PASSWORD', authMessages.samePassword, {
      newPassword: 'same as the temporary one',
    });
  }
  const now = clock.now();
  const updated = await replacePassword(db, user, input.newPassword, now);
  const grants = await grantsOf(db, updated.id);
  // Staff go on to their second factor (its enrolment, the first time) on this fresh session.
  await startSession(context, updated, { staff: grants.length > 0 });
  if (grants.length > 0) {
    await recordAudit(db, {
      oid: updated.oid,
      actor: { userId: updated.id, eid: updated.eid },
      action: 'staff.passwordChosen',
      subjectKind: 'staffAccount',
      subjectId: updated.id,
      ip: context.request.ip,
      at: now,
    });
  }
  return {
    challengeName: await challengeAfterPassword(db, updated, grants),
    user: toUserInfo(updated, grants),
  };
}
