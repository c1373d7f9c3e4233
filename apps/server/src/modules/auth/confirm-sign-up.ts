import { authMessages } from '@aula/contract/auth-rules';
import { and, eq, isNull } from 'drizzle-orm';
import { emailVerifications, users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { usernameOf } from './queries.ts';
import { tokenHashOf } from './verification-link.ts';

/** Confirms the e-mail of the account the link was sent to; each link works once, within 24 hours. */
export async function confirmSignUp(
  db: Db,
  input: { oid: string; username: string; code: string },
  now: Date,
): Promise<{ username: string; confirmed: true }> {
  const tokenHash = tokenHashOf(input.code);
  const [row] = await db
    .select({ link: emailVerifications, user: users })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .limit(1);
  if (!row || row.user.oid !== input.oid || row.user.eid !== usernameOf(input.username)) {
    throw new AppError('CODE_MISMATCH', authMessages.linkInvalid, { code: 'unknown link' });
  }
  if (row.link.usedAt) throw new AppError('EXPIRED_CODE', authMessages.linkUsed, { code: 'already used' });
  if (row.link.expiresAt <= now)
    throw new AppError('EXPIRED_CODE', authMessages.linkExpired, { code: 'expired' });

  // Marked used in the same statement that checks it is unused, so two clicks cannot both count.
  const used = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt)))
    .returning({ tokenHash: emailVerifications.tokenHash });
  if (used.length === 0) throw new AppError('EXPIRED_CODE', authMessages.linkUsed, { code: 'already used' });
  await db.update(users).set({ confirmed: true }).where(eq(users.id, row.user.id));
  return { username: row.user.eid, confirmed: true };
}
