import type { analyticsWebApp } from '@aula/contract/analytics';
import type { z } from 'zod';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';

type WebAppEvent = z.output<(typeof analyticsWebApp)['body']>;

/** The first identifier of the body that is not the session's own, with what to say of it. */
function foreignIdentifier(user: SessionUser, event: WebAppEvent): [field: string, problem: string] | null {
  if (event.id !== user.userId) return ['id', 'not your account'];
  if (event.email !== user.userId) return ['email', 'not your subject id'];
  if (event.emailid.toLowerCase() !== user.eid) return ['emailid', 'not your e-mail'];
  return null;
}

/**
 * Records an event of this session's learner: their sign-in to the web app, or a program they
 * started (a batch they are enrolled in). The identifiers in the body must be the session's own; the
 * row is written from the session, so nothing else the body says is stored. An event counts once per
 * session (a start once per batch): a repeated call answers `recorded: false`.
 */
export async function recordWebAppEvent(
  db: Db,
  user: SessionUser,
  event: WebAppEvent,
  now: Date,
): Promise<{ recorded: boolean }> {
  const foreign = foreignIdentifier(user, event);
  if (foreign) {
    const [field, problem] = foreign;
    throw new AppError('FORBIDDEN', 'That account is not yours.', { [field]: problem });
  }
  let subject = '';
  if (event.bpid !== undefined) {
    await assertEnrolled(db, user, event.bpid);
    subject = event.bpid;
  }
  const inserted = await db
    .insert(analyticsEvents)
    .values({
      oid: user.oid,
      userId: user.userId,
      sessionId: user.sessionId,
      eventType: event.eventtype,
      subject,
      occurredAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return { recorded: inserted.length > 0 };
}
