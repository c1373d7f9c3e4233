import { and, eq, inArray, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/**
 * Marks the named notifications read. Every notid must be the learner's own: one that is not (or does
 * not exist, which a learner cannot tell apart) refuses the whole call. Answers how many were unread.
 */
export async function markNotificationsRead(
  db: Db,
  user: SessionUser,
  notids: readonly string[],
  now: Date,
): Promise<{ marked: number }> {
  const wanted = [...new Set(notids)];
  const mine = and(
    eq(notifications.oid, user.oid),
    eq(notifications.eid, user.eid),
    inArray(notifications.notid, wanted),
  );
  return db.transaction(async (tx) => {
    const found = await tx.select({ notid: notifications.notid }).from(notifications).where(mine);
    if (found.length !== wanted.length) {
      throw new AppError('FORBIDDEN', 'That notification is not yours.', { notids: 'not your notification' });
    }
    const marked = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine, isNull(notifications.readAt)))
      .returning({ notid: notifications.notid });
    return { marked: marked.length };
  });
}
