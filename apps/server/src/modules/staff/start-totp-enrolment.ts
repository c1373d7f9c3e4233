import { secondFactorMessages } from '@aula/contract/staff-messages';
import { AppError } from '../../platform/app-error.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findOrganisation } from '../organisation/index.ts';
import type { StaffContext } from './context.ts';
import { newTotpSecret, otpauthUriOf } from './totp.ts';
import { sealTotpSecret } from './totp-secret.ts';
import { storeUnconfirmedSecret } from './totp-store.ts';

/**
 * The first step of enrolling an authenticator app: a new secret, kept unconfirmed until a code from
 * the app proves it was scanned (confirmTotpEnrolment). Starting again replaces it; an account already
 * enrolled is refused.
 */
export async function startTotpEnrolment(
  { db, config }: StaffContext,
  user: SessionUser,
): Promise<{ secret: string; otpauthUri: string }> {
  const secret = newTotpSecret();
  if (!(await storeUnconfirmedSecret(db, user, await sealTotpSecret(config, secret)))) {
    throw new AppError('CONFLICT', secondFactorMessages.alreadyEnrolled);
  }
  const organisation = await findOrganisation(db, user.oid);
  return { secret, otpauthUri: otpauthUriOf(secret, organisation.name, user.email) };
}
