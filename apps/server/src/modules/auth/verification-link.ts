import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { emailVerifications } from '../../db/schema/auth.ts';
import { addMinutes } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { publicUrl } from '../../platform/public-url.ts';
import { findOrganisation } from '../organisation/index.ts';
import type { AuthContext } from './context.ts';
import { verificationMail } from './mails.ts';
import type { UserRow } from './session-store.ts';

export const VERIFICATION_LINK_MINUTES = 24 * 60;
/** An unconfirmed account that signs in is sent a new link, but not more often than this. */
export const VERIFICATION_RESEND_MINUTES = 10;

export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The link the web app handles on its landing page: `/?verify=<token>&email=<username>`. */
export function verificationLinkOf(base: string, token: string, eid: string): string {
  return `${base}/?verify=${encodeURIComponent(token)}&email=${encodeURIComponent(eid)}`;
}

/**
 * Mails the user a new single-use link that confirms their e-mail within 24 hours. The link names the
 * portal's configured address, never the request's Host (see platform/public-url.ts).
 */
export async function sendVerificationLink(
  { db, mailer, config, clock }: Pick<AuthContext, 'db' | 'mailer' | 'config' | 'clock'>,
  user: UserRow,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(emailVerifications).values({
    tokenHash: tokenHashOf(token),
    oid: user.oid,
    userId: user.id,
    createdAt: now,
    expiresAt: addMinutes(now, VERIFICATION_LINK_MINUTES),
  });
  const organisation = await findOrganisation(db, user.oid);
  const link = verificationLinkOf(publicUrl(config), token, user.eid);
  const mail = verificationMail({ organisation: organisation.name, link });
  await mailer.send({ oid: user.oid, to: user.email, ...mail });
}

/** True when a link went to this user within the last few minutes (so signing in again sends none). */
export async function linkSentRecently(db: Db, userId: string, now: Date): Promise<boolean> {
  const [latest] = await db
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return latest !== undefined && latest.createdAt > addMinutes(now, -VERIFICATION_RESEND_MINUTES);
}
