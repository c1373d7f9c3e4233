import type { StaffGrant } from '@aula/contract/staff-grants';
import { staffMessages } from '@aula/contract/staff-messages';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import { publicUrl } from '../../platform/public-url.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { hashPassword, staffInvitationMail, temporaryPassword, usernameOf } from '../auth/index.ts';
import { findOrganisation } from '../organisation/index.ts';
import { auditBy, type StaffContext } from './context.ts';
import { checkGrantScopes } from './grant-scopes.ts';
import { normaliseGrants, replaceGrants } from './staff-grants-store.ts';

/**
 * An admin makes a staff account: confirmed, with a random temporary password to replace at first
 * sign-in and then a second factor to enrol, and the given roles. The password and the staff sign-in
 * address are mailed to it once the account is stored.
 */
export async function inviteStaff(
  context: StaffContext,
  actor: SessionUser,
  input: { oid: string; email: string; name: string; grants: readonly StaffGrant[] },
): Promise<{ userId: string }> {
  const { db, clock, config, mailer, request } = context;
  const at = clock.now();
  const grants = normaliseGrants(input.grants);
  await checkGrantScopes(db, input.oid, grants);
  const eid = usernameOf(input.email);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const organisation = await findOrganisation(db, input.oid);
  const user = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        oid: input.oid,
        eid,
        email: input.email.trim(),
        name: input.name,
        passwordHash,
        confirmed: true,
        mustChangePassword: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!user)
      throw new AppError('USERNAME_EXISTS', staffMessages.emailTaken, { email: 'already has an account' });
    await replaceGrants(tx, { oid: user.oid, userId: user.id }, grants, at);
    await auditBy(
      tx,
      actor,
      { request, at },
      {
        action: 'staff.invite',
        subjectKind: 'staffAccount',
        subjectId: user.id,
        before: null,
        after: { email: user.email, name: user.name, grants },
      },
    );
    return user;
  });
  const mail = staffInvitationMail({
    organisation: organisation.name,
    temporaryPassword: password,
    link: `${publicUrl(config)}/staff`,
  });
  try {
    await mailer.send({ oid: user.oid, to: user.email, ...mail });
  } catch (error) {
    request.log.error({ err: error }, 'could not send a staff invitation');
    // The account stands; its owner can still get in through "Forgot password".
    throw new AppError('NOT_CONFIGURED', staffMessages.invitationNotSent);
  }
  return { userId: user.id };
}
