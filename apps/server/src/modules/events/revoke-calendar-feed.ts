import { eq } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/** Ends the learner's feed; answers whether there was one. */
export async function revokeCalendarFeed(db: Db, user: SessionUser): Promise<{ revoked: boolean }> {
  const removed = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.userId))
    .returning({ userId: calendarFeeds.userId });
  return { revoked: removed.length > 0 };
}
