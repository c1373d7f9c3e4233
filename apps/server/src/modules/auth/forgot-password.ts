import { authMessages } from '@aula/contract/auth-rules';
import { AppError } from '../../platform/app-error.ts';
import { findOrganisation } from '../organisation/index.ts';
import type { AuthContext } from './context.ts';
import { resetCodeMail } from './mails.ts';
import { findUser, usernameOf } from './queries.ts';
import { accountCeilings, countAttempt, limitAttempts, rateKeys, rateRules } from './rate-limit.ts';
import { issueResetCode, RESET_CODE_MINUTES } from './reset-codes.ts';

/** a***@e***.com: enough for the learner to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/**
 * Mails a reset code. Limited per account and address and per address; past the account's ceiling
 * (from every address together) a code goes out at most every 10 minutes, so nobody can flood a
 * mailbox, and nobody can spend a learner's allowance of codes either: the learner waits minutes, not
 * an hour.
 */
export async function forgotPassword(
  context: AuthContext,
  input: { oid: string; username: string },
): Promise<{ destination: string; deliveryMedium: 'EMAIL' }> {
  const { db, mailer, clock, request } = context;
  const now = clock.now();
  const eid = usernameOf(input.username);
  await limitAttempts(
    db,
    [
      [rateKeys.mailAccountAddress(input.oid, eid, request.ip), rateRules.mailAccountAddress],
      [rateKeys.mailAddress(request.ip), rateRules.mailAddress],
    ],
    now,
  );
  const ceiling = accountCeilings.mail;
  const accountMails = await countAttempt(
    db,
    rateKeys.mailAccount(input.oid, eid),
    ceiling.windowMinutes,
    now,
  );
  if (accountMails > ceiling.ceiling) {
    await limitAttempts(
      db,
      [[rateKeys.mailAccountSpacing(input.oid, eid), rateRules.mailAccountSpacing]],
      now,
    );
  }
  const user = await findUser(db, input.oid, eid);
  if (!user) throw new AppError('USER_NOT_FOUND', authMessages.userNotFound);

  const code = await issueResetCode(db, user, now);
  const organisation = await findOrganisation(db, user.oid);
  const mail = resetCodeMail({ organisation: organisation.name, code, minutes: RESET_CODE_MINUTES });
  await mailer.send({ oid: user.oid, to: user.email, ...mail });
  return { destination: maskEmail(user.email), deliveryMedium: 'EMAIL' };
}
