import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { staffRecoveryCodes, staffTotp } from '../../db/schema/staff.ts';
import { publicUrl } from '../../platform/public-url.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { endUserSessions, secondFactorResetMail } from '../auth/index.ts';
import { findOrganisation } from '../organisation/index.ts';
import { auditBy, type StaffContext } from './context.ts';
import { recoveryCodesLeft } from './recovery-codes.ts';

/**
 * An admin removes a staff account's second factor and its recovery codes (the policy has checked the
 * account is of the admin's organisation), for a member who lost both. Every session of the account
 * ends, on every server, so that no session signed in with the old factor stays; the next sign-in, with
 * the password, sets up a new authenticator app. The member is told by mail: a reset nobody asked for
 * is then noticed.
 */
export async function resetSecondFactor(
  context: StaffContext,
  actor: SessionUser,
  input: { oid: string; userId: string },
): Promise<{ ok: true }> {
  const { db, clock, config, mailer, request } = context;
  const at = clock.now();
  const account = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    const codesLeft = await recoveryCodesLeft(tx, input.userId);
    const removed = await tx
      .delete(staffTotp)
      .where(eq(staffTotp.userId, input.userId))
      .returning({ confirmedAt: staffTotp.confirmedAt });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, input.userId));
    await auditBy(
      tx,
      actor,
      { request, at },
      {
        action: 'staff.resetSecondFactor',
        subjectKind: 'staffAccount',
        subjectId: input.userId,
        before: {
          secondFactorEnrolled: removed.some((row) => row.confirmedAt !== null),
          recoveryCodesLeft: codesLeft,
        },
        after: { secondFactorEnrolled: false, recoveryCodesLeft: 0 },
      },
    );
    return account;
  });
  // After the commit: a server that read the account again before it would keep the old session.
  await endUserSessions(db, input.userId);
  if (account) {
    const organisation = await findOrganisation(db, input.oid);
    const mail = secondFactorResetMail({
      organisation: organisation.name,
      link: `${publicUrl(config)}/staff`,
    });
    // The reset stands whether or not the notice goes; the audit log holds it.
    await mailer
      .send({ oid: input.oid, to: account.email, ...mail })
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'could not send a second-factor reset notice'),
      );
  }
  return { ok: true };
}
