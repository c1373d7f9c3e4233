import { and, count, eq, isNull, lte } from 'drizzle-orm';
import { notifications } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/** How many of the learner's notifications shown by `now` are unread: the number on the header's bell. */
export async function countUnreadNotifications(
  db: Db,
  user: SessionUser,
  now: Date,
): Promise<{ unread: number }> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.oid, user.oid),
        eq(notifications.eid, user.eid),
        isNull(notifications.readAt),
        lte(notifications.sdate, now),
      ),
    );
  return { unread: row?.unread ?? 0 };
}
