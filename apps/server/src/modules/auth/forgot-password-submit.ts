import { authMessages, resetCodePattern } from '@aula/contract/auth-rules';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { passwordResetCodes } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import { slowDownAccount } from './account-slowdown.ts';
import type { AuthContext } from './context.ts';
import { findUser, usernameOf } from './queries.ts';
import { accountCeilings, forgiveAttempt, limitAttempts, rateKeys, rateRules } from './rate-limit.ts';
import { checkNewPassword, replacePassword } from './replace-password.ts';
import { codeMatches, latestResetCode, RESET_CODE_TRIES } from './reset-codes.ts';

const usedUp = () => new AppError('EXPIRED_CODE', authMessages.codeUsedUp, { code: 'no longer valid' });

/**
 * Sets a new password with the mailed code. A code works once, for 10 minutes and 5 tries (from anywhere:
 * that is what keeps six digits from being guessed). Across codes, tries are limited per account and
 * address and per address, and slowed past the account's ceiling. Every session of the account ends.
 */
export async function forgotPasswordSubmit(
  context: AuthContext,
  input: { oid: string; username: string; code: string; newPassword: string },
): Promise<{ ok: true }> {
  const { db, clock, request } = context;
  const now = clock.now();
  const code = input.code.trim();
  if (!resetCodePattern.test(code)) {
    throw new AppError('INVALID_PARAMETER', authMessages.invalidCode, { code: 'six digits' });
  }
  checkNewPassword(input.newPassword);
  const eid = usernameOf(input.username);
  const pairKey = rateKeys.codeAccountAddress(input.oid, eid, request.ip);
  const addressKey = rateKeys.codeAddress(request.ip);
  const accountKey = rateKeys.codeAccount(input.oid, eid);
  await limitAttempts(
    db,
    [
      [pairKey, rateRules.codeAccountAddress],
      [addressKey, rateRules.codeAddress],
    ],
    now,
  );
  await slowDownAccount(db, accountKey, accountCeilings.code, now);

  const user = await findUser(db, input.oid, eid);
  if (!user) throw new AppError('USER_NOT_FOUND', authMessages.userNotFound);
  const row = await latestResetCode(db, user.id);
  if (!row) throw new AppError('CODE_MISMATCH', authMessages.codeMismatch, { code: 'no code was sent' });
  if (row.usedAt || row.attempts >= RESET_CODE_TRIES) throw usedUp();
  if (row.expiresAt <= now) {
    throw new AppError('EXPIRED_CODE', authMessages.codeExpired, { code: 'expired' });
  }

  // The try is counted before the code is compared, in the statement that checks the count: guesses
  // sent at once cannot all pass a count read before any of them was added.
  const counted = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, row.id),
        isNull(passwordResetCodes.usedAt),
        lt(passwordResetCodes.attempts, RESET_CODE_TRIES),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  if (counted.length === 0) throw usedUp();
  if (!codeMatches(row, code)) {
    throw new AppError('CODE_MISMATCH', authMessages.codeMismatch, { code: 'wrong code' });
  }
  // Claimed in the statement that checks it, so two submissions of one code cannot both succeed.
  const claimed = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, row.id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  if (claimed.length === 0) throw usedUp();

  await replacePassword(db, user, input.newPassword, now);
  await forgiveAttempt(db, pairKey, 'account', now);
  await forgiveAttempt(db, addressKey, 'address', now);
  await forgiveAttempt(db, accountKey, 'address', now);
  return { ok: true };
}
