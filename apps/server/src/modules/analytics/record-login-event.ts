import type { analyticsWebApp } from '@aula/contract/analytics';
import type { z } from 'zod';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

type LoginEvent = z.output<(typeof analyticsWebApp)['body']>;

/** The first identifier of the body that is not the session's own, with what to say of it. */
function foreignIdentifier(user: SessionUser, event: LoginEvent): [field: string, problem: string] | null {
  if (event.id !== user.userId) return ['id', 'not your account'];
  if (event.email !== user.userId) return ['email', 'not your subject id'];
  if (event.emailid.toLowerCase() !== user.eid) return ['emailid', 'not your e-mail'];
  return null;
}

/**
 * Records that this session's learner signed in to the web app. The identifiers in the body must be the
 * session's own; the row is written from the session, so nothing the body says is stored. A session's
 * login counts once: a repeated call answers `recorded: false`.
 */
export async function recordLoginEvent(
  db: Db,
  user: SessionUser,
  event: LoginEvent,
  now: Date,
): Promise<{ recorded: boolean }> {
  const foreign = foreignIdentifier(user, event);
  if (foreign) {
    const [field, problem] = foreign;
    throw new AppError('FORBIDDEN', 'That account is not yours.', { [field]: problem });
  }
  const inserted = await db
    .insert(analyticsEvents)
    .values({
      oid: user.oid,
      userId: user.userId,
      sessionId: user.sessionId,
      eventType: event.eventtype,
      occurredAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return { recorded: inserted.length > 0 };
}
