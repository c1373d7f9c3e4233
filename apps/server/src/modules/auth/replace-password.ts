import { authMessages, meetsNewPasswordRule } from '@aula/contract/auth-rules';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { hashPassword, isCommonPassword } from './passwords.ts';
import { endUserSessions, type UserRow } from './session-store.ts';

/** The reset and forced-change rule (8 to 16, a digit and one of !@#$%^&*), and no common password. */
export function checkNewPassword(password: string, field = 'newPassword'): void {
  if (!meetsNewPasswordRule(password)) {
    throw new AppError('INVALID_PASSWORD', authMessages.passwordType, {
      [field]: '8 to 16 letters, digits and !@#$%^&*, with a digit and one of those symbols',
    });
  }
  if (isCommonPassword(password)) {
    throw new AppError('INVALID_PASSWORD', authMessages.commonPassword, { [field]: 'too common' });
  }
}

/**
 * Stores a new password the user chose and ends every session of the account: whoever knew the old
 * password is signed out everywhere. The e-mail counts as confirmed (a reset code proved the mailbox;
 * a temporary password came from staff).
 */
export async function replacePassword(db: Db, user: UserRow, password: string, now: Date): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, confirmed: true, passwordChangedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', authMessages.userNotFound);
  await endUserSessions(db, user.id);
  return updated;
}
