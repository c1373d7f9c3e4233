import { eq } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { newFeedToken } from './feed-token.ts';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** The learner's calendar feed, made on first use; two first calls at once still make only one. */
export async function findOrCreateCalendarFeed(
  db: Db,
  user: SessionUser,
  now: Date,
): Promise<CalendarFeedRow> {
  await db
    .insert(calendarFeeds)
    .values({ userId: user.userId, oid: user.oid, token: newFeedToken(), createdAt: now })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.userId));
  if (!feed) throw new Error('the calendar feed was neither found nor created');
  return feed;
}
