import type { SignInResult } from '@aula/contract/auth';
import { secondFactorMessages } from '@aula/contract/staff-messages';
import { AppError } from '../../platform/app-error.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { startSecondFactorSession } from '../auth/index.ts';
import { auditBy, type StaffContext } from './context.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { matchingStep } from './totp.ts';
import { openTotpSecret } from './totp-secret.ts';
import { confirmSecret, findTotp } from './totp-store.ts';

/**
 * Confirms the authenticator app with a code it shows: the secret becomes the account's second factor,
 * ten recovery codes replace any old ones (answered once), and a fresh session starts that has given
 * its second factor. Each enrolment and each wrong code is in the audit log.
 */
export async function confirmTotpEnrolment(
  context: StaffContext,
  user: SessionUser,
  code: string,
): Promise<{ recoveryCodes: string[]; result: SignInResult }> {
  const { db, clock, request } = context;
  const at = clock.now();
  const totp = await findTotp(db, user.userId);
  if (totp?.confirmedAt) throw new AppError('CONFLICT', secondFactorMessages.alreadyEnrolled);
  if (!totp) throw new AppError('CONFLICT', secondFactorMessages.notStarted);
  if (!/^\d{6}$/.test(code)) {
    throw new AppError('CODE_MISMATCH', secondFactorMessages.enterAppCode, { code: 'not a 6-digit code' });
  }
  const secret = await openTotpSecret(context.config, totp.secret);
  const step = secret === null ? null : matchingStep(secret, code, at);
  if (step === null) {
    await auditBy(
      db,
      user,
      { request, at },
      {
        action: 'staff.secondFactorFailed',
        subjectKind: 'staffAccount',
        subjectId: user.userId,
        after: { during: 'enrolment' },
      },
    );
    throw new AppError('CODE_MISMATCH', secondFactorMessages.wrongCode, { code: 'not the current code' });
  }
  const recoveryCodes = await db.transaction(async (tx) => {
    if (!(await confirmSecret(tx, user.userId, totp.secret, step, at))) return null;
    const codes = await replaceRecoveryCodes(tx, user.userId, at);
    await auditBy(
      tx,
      user,
      { request, at },
      {
        action: 'staff.secondFactorEnrolled',
        subjectKind: 'staffAccount',
        subjectId: user.userId,
        after: { method: 'totp', recoveryCodes: codes.length },
      },
    );
    return codes;
  });
  // Another request confirmed it, or started over, in the meantime.
  if (!recoveryCodes) throw new AppError('CONFLICT', secondFactorMessages.notStarted);
  return { recoveryCodes, result: await startSecondFactorSession(context, user.userId) };
}
