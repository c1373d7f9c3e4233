import { authMessages, meetsSignUpPasswordRule } from '@aula/contract/auth-rules';
import { z } from 'zod';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import { findOrganisation } from '../organisation/index.ts';
import type { AuthContext } from './context.ts';
import { hashPassword, isCommonPassword } from './passwords.ts';
import { findUser, usernameOf } from './queries.ts';
import { limitAttempts, rateKeys, rateRules } from './rate-limit.ts';
import { sendVerificationLink } from './verification-link.ts';

const EmailAddress = z.email();

/** Refuses a password the sign-up rule does not allow, or one of the most common ones. */
export function checkSignUpPassword(password: string): void {
  if (!meetsSignUpPasswordRule(password)) {
    throw new AppError('INVALID_PARAMETER', authMessages.signUpPasswordInvalid, {
      password: 'at least 8 characters with a lowercase letter, a number and a special character',
    });
  }
  if (isCommonPassword(password)) {
    throw new AppError('INVALID_PASSWORD', authMessages.commonPassword, { password: 'too common' });
  }
}

/** Creates an unconfirmed learner account whose username is the lowercased e-mail, and mails the link. */
export async function signUp(
  context: AuthContext,
  input: { oid: string; name: string; email: string; password: string },
): Promise<{ username: string; userSub: string; userConfirmed: boolean }> {
  const { db, clock, request } = context;
  const email = input.email.trim();
  if (!EmailAddress.safeParse(email).success) {
    throw new AppError('INVALID_PARAMETER', authMessages.invalidEmail, { email: 'not an e-mail address' });
  }
  checkSignUpPassword(input.password);
  await findOrganisation(db, input.oid);
  await limitAttempts(db, [[rateKeys.mailAddress(request.ip), rateRules.mailAddress]], clock.now());

  const eid = usernameOf(email);
  const exists = () =>
    new AppError('USERNAME_EXISTS', authMessages.usernameExists, { email: 'already registered' });
  if (await findUser(db, input.oid, eid)) throw exists();
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ oid: input.oid, eid, email, name: input.name, passwordHash, confirmed: false })
    .onConflictDoNothing()
    .returning();
  // Two sign-ups racing for one e-mail: the unique index lets one through.
  if (!user) throw exists();

  // The account stands even if the mail fails: signing in sends a new link.
  await sendVerificationLink(context, user).catch((error: unknown) =>
    request.log.error({ err: error }, 'could not send the verification mail'),
  );
  return { username: eid, userSub: user.id, userConfirmed: false };
}
