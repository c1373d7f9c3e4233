import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { newFeedToken } from './feed-token.ts';
import type { CalendarFeedRow } from './find-or-create-calendar-feed.ts';

/** Gives the learner's feed a new token: the old address stops working in the same statement. */
export async function renewCalendarFeed(db: Db, user: SessionUser, now: Date): Promise<CalendarFeedRow> {
  const fresh = { token: newFeedToken(), createdAt: now };
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ userId: user.userId, oid: user.oid, ...fresh })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: fresh })
    .returning();
  if (!feed) throw new Error('the calendar feed was not renewed');
  return feed;
}
