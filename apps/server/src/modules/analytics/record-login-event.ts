import { analyticsEvents } from '../../db/schema/analytics.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { clock } from '../auth/clock.ts';

export interface LoginEventClaim {
  eventtype: string;
  /** The account id the app holds. */
  id: string;
  /** The subject id (the spec's name for it). */
  email: string;
  emailid: string;
}

/**
 * Records that this session's learner signed in to the web app. The identifiers in the body must be the
 * session's own; the row is written from the session, so nothing the body says is stored. A session's
 * login counts once: a repeated call answers `recorded: false`.
 */
export async function recordLoginEvent(
  db: Db,
  user: SessionUser,
  claim: LoginEventClaim,
): Promise<{ recorded: boolean }> {
  if (claim.id !== user.userId) {
    throw new AppError('FORBIDDEN', 'That account is not yours.', { id: 'not your account' });
  }
  if (claim.email !== user.userId) {
    throw new AppError('FORBIDDEN', 'That account is not yours.', { email: 'not your subject id' });
  }
  if (claim.emailid.toLowerCase() !== user.eid) {
    throw new AppError('FORBIDDEN', 'That account is not yours.', { emailid: 'not your e-mail' });
  }
  const inserted = await db
    .insert(analyticsEvents)
    .values({
      oid: user.oid,
      userId: user.userId,
      sessionId: user.sessionId,
      eventType: claim.eventtype,
      occurredAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return { recorded: inserted.length > 0 };
}
