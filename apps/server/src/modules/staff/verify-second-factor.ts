import type { SignInResult } from '@aula/contract/auth';
import { secondFactorMessages } from '@aula/contract/staff-messages';
import { AppError } from '../../platform/app-error.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import {
  forgiveAttempt,
  limitAttempts,
  rateKeys,
  rateRules,
  startSecondFactorSession,
} from '../auth/index.ts';
import { auditBy, type StaffContext } from './context.ts';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes.ts';
import { matchingStep } from './totp.ts';
import { openTotpSecret } from './totp-secret.ts';
import { acceptStep, findTotp } from './totp-store.ts';

type Outcome = { ok: true; method: 'totp' | 'recoveryCode' } | { ok: false; message: string; reason: string };

/**
 * The second step of a staff sign-in: a code from the authenticator app (each accepted once: its time
 * step must be later than the last one accepted) or an unused recovery code (then used up). Limited
 * like sign-in, per account and address, per account and per address. Right, it starts a fresh
 * session that may act as staff; right or wrong, the attempt is in the audit log.
 */
export async function verifySecondFactor(
  context: StaffContext,
  user: SessionUser,
  code: string,
): Promise<SignInResult> {
  const { db, clock, request } = context;
  const at = clock.now();
  const pairKey = rateKeys.secondFactorAccountAddress(user.userId, request.ip);
  const accountKey = rateKeys.secondFactorAccount(user.userId);
  const addressKey = rateKeys.secondFactorAddress(request.ip);
  await limitAttempts(
    db,
    [
      [pairKey, rateRules.secondFactorAccountAddress],
      [accountKey, rateRules.secondFactorAccount],
      [addressKey, rateRules.secondFactorAddress],
    ],
    at,
  );
  const totp = await findTotp(db, user.userId);
  if (!totp?.confirmedAt) throw new AppError('CONFLICT', secondFactorMessages.notEnrolled);

  const secret = await openTotpSecret(context.config, totp.secret);
  const outcome = await check(context, user, secret, code.trim(), at);
  const subject = { subjectKind: 'staffAccount', subjectId: user.userId } as const;
  if (!outcome.ok) {
    await auditBy(
      db,
      user,
      { request, at },
      {
        action: 'staff.secondFactorFailed',
        ...subject,
        after: { reason: outcome.reason },
      },
    );
    throw new AppError('CODE_MISMATCH', outcome.message, { code: outcome.reason });
  }
  await forgiveAttempt(db, pairKey, 'account', at);
  // Shared counts give back only this attempt: a guesser's failures stay counted.
  await forgiveAttempt(db, accountKey, 'address', at);
  await forgiveAttempt(db, addressKey, 'address', at);
  if (outcome.method === 'recoveryCode') {
    await auditBy(
      db,
      user,
      { request, at },
      {
        action: 'staff.recoveryCodeUsed',
        ...subject,
        after: { recoveryCodesLeft: await recoveryCodesLeft(db, user.userId) },
      },
    );
  }
  await auditBy(
    db,
    user,
    { request, at },
    {
      action: 'staff.secondFactor',
      ...subject,
      after: { method: outcome.method },
    },
  );
  return startSecondFactorSession(context, user.userId);
}

async function check(
  { db }: StaffContext,
  user: SessionUser,
  secret: string | null,
  code: string,
  at: Date,
): Promise<Outcome> {
  if (!/^\d{6}$/.test(code)) {
    return (await useRecoveryCode(db, user.userId, code, at))
      ? { ok: true, method: 'recoveryCode' }
      : { ok: false, message: secondFactorMessages.wrongCode, reason: 'not a recovery code of yours' };
  }
  const step = secret === null ? null : matchingStep(secret, code, at);
  if (step === null) {
    return { ok: false, message: secondFactorMessages.wrongCode, reason: 'not the current code' };
  }
  return (await acceptStep(db, user.userId, step))
    ? { ok: true, method: 'totp' }
    : { ok: false, message: secondFactorMessages.usedCode, reason: 'already used' };
}
