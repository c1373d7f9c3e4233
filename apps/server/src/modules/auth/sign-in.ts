import type { SignInResult } from '@aula/contract/auth';
import { authMessages } from '@aula/contract/auth-rules';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { slowDownAccount } from './account-slowdown.ts';
import type { AuthContext } from './context.ts';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { challengeAfterPassword, findUser, grantsOf, toUserInfo, usernameOf } from './queries.ts';
import { accountCeilings, forgiveAttempt, limitAttempts, rateKeys, rateRules } from './rate-limit.ts';
import { startSession, type UserRow } from './session-store.ts';
import { linkSentRecently, sendVerificationLink } from './verification-link.ts';

/**
 * Signs in with e-mail and password. Over the limit of failures (of this account from this address, or
 * of this address) the password is not even checked; past the account's ceiling from every address the
 * attempt is slowed, never refused, so nobody can lock a learner out. The spec's answers tell a missing
 * account from a wrong password; the time taken does not, because a missing account still costs one
 * argon2 check.
 */
export async function signIn(
  context: AuthContext,
  input: { oid: string; username: string; password: string },
): Promise<SignInResult> {
  const { db, clock, request } = context;
  const now = clock.now();
  const eid = usernameOf(input.username);
  const pairKey = rateKeys.signInAccountAddress(input.oid, eid, request.ip);
  const addressKey = rateKeys.signInAddress(request.ip);
  const accountKey = rateKeys.signInAccount(input.oid, eid);
  await limitAttempts(
    db,
    [
      [pairKey, rateRules.signInAccountAddress],
      [addressKey, rateRules.signInAddress],
    ],
    now,
  );
  await slowDownAccount(db, accountKey, accountCeilings.signIn, now);

  const user = await findUser(db, input.oid, eid);
  if (!user) {
    await verifyAgainstNothing(input.password);
    throw new AppError('USER_NOT_FOUND', authMessages.userNotFound);
  }
  const grants = await grantsOf(db, user.id);
  const staff = grants.length > 0;
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    if (staff) await auditStaffSignIn(context, user, 'staff.signInFailed', now, { reason: 'password' });
    throw new AppError('NOT_AUTHORIZED', authMessages.invalidPassword);
  }
  await forgiveAttempt(db, pairKey, 'account', now);
  await forgiveAttempt(db, addressKey, 'address', now);
  await forgiveAttempt(db, accountKey, 'address', now);
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }

  if (!user.confirmed) {
    // The link may have expired or gone astray: the right password earns a fresh one, now and then.
    if (!(await linkSentRecently(db, user.id, now))) {
      await sendVerificationLink(context, user).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not send the verification mail'),
      );
    }
    throw new AppError('USER_NOT_CONFIRMED', authMessages.userNotConfirmed);
  }

  // A staff account's session can do nothing but give the second factor until it does (platform
  // gate 1), and that starts a fresh one.
  await startSession(context, user, { staff });
  const challengeName = await challengeAfterPassword(db, user, grants);
  if (staff) await auditStaffSignIn(context, user, 'staff.signIn', now, { challengeName });
  return { challengeName, user: toUserInfo(user, grants) };
}

/** A staff account's password step, right or wrong, with the caller's address. */
function auditStaffSignIn(
  { db, request }: AuthContext,
  user: UserRow,
  action: 'staff.signIn' | 'staff.signInFailed',
  at: Date,
  after: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, {
    oid: user.oid,
    actor: { userId: user.id, eid: user.eid },
    action,
    subjectKind: 'staffAccount',
    subjectId: user.id,
    after,
    ip: request.ip,
    at,
  });
}
